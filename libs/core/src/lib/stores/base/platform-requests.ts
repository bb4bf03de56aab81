import { makeAutoObservable, runInAction } from 'mobx';
import { isSuccess, type ApiTransport, type Envelope, type MemberRequest } from '@wl/api';
import type { HandledAnswer } from '../../errors/error-handler';

/** What a store that loads from the platform uses of the store tree: the client and the error handler. */
export interface PlatformPort {
  readonly api: ApiTransport;
  /** The global error handler: the session-expired flow, the error dialog or toast (what it did: HandledAs). */
  report(answer: HandledAnswer, display?: 'dialog' | 'toast'): unknown;
}

/** The signed-in player, as member calls need it. */
export interface MemberSource {
  /** account_id and auth of the member calls, while signed in. */
  readonly member: MemberRequest | null;
}

export interface RequestOptions<A extends Envelope> {
  /** What the request is asked with: equal arguments while one is on its way share it. */
  args?: unknown;
  /** How a failure is shown by the global error handler. Default: the error dialog. */
  display?: 'dialog' | 'toast';
  /** Failures the store handles itself (not shown by the global error handler). */
  quiet?: (answer: A) => boolean;
  /** A success answer the store can use; one it cannot (statusCode 1 without a token...) is an error. */
  accept?: (answer: A) => boolean;
}

/** What became of one request. */
export interface Outcome<A extends Envelope> {
  answer: A;
  /** The answer is a success the store can use. */
  ok: boolean;
  /**
   * The answer is for the newest request of its member, asked before the store was last cleared and for
   * the player still signed in; a store applies only current answers.
   */
  current: boolean;
}

const sameMember = (a: MemberRequest | null, b: MemberRequest) =>
  a?.account_id === b.account_id && a.auth === b.auth;

/**
 * The resource base every store that loads from the platform holds (composition rather than a superclass,
 * so the stores keep `makeAutoObservable`): loading state per member, one shared request for identical
 * loads on their way, a guard that keeps an older answer from overwriting a newer one, and one path
 * through the global error handler for every failure, so no store can leave `sessionExpired` unseen.
 */
export class PlatformRequests {
  /** How many requests of each member are on their way. */
  private inFlight = new Map<string, number>();
  private readonly pending = new Map<string, Promise<Outcome<Envelope>>>();
  private readonly latest = new Map<string, number>();
  private tickets = 0;
  /** Changes on every clear(): an answer asked for before it is stale. */
  private epoch = 0;

  constructor(
    private readonly platform: PlatformPort,
    private readonly session?: MemberSource,
  ) {
    makeAutoObservable<this, 'platform' | 'session' | 'pending' | 'latest' | 'tickets' | 'epoch'>(
      this,
      { platform: false, session: false, pending: false, latest: false, tickets: false, epoch: false },
      { deep: false },
    );
  }

  get api(): ApiTransport {
    return this.platform.api;
  }

  /** True while a request of `member` (or of any member, without one) is on its way. */
  isLoading(member?: string): boolean {
    if (member === undefined) return this.inFlight.size > 0;
    return (this.inFlight.get(member) ?? 0) > 0;
  }

  /** Sends `call` for the store's `member` (a field or a load it feeds); see RequestOptions. */
  run<A extends Envelope>(
    member: string,
    call: () => Promise<A>,
    options: RequestOptions<A> = {},
    still: () => boolean = () => true,
  ): Promise<Outcome<A>> {
    const identity = options.args === undefined ? member : `${member}\u0000${JSON.stringify(options.args)}`;
    const shared = this.pending.get(identity);
    if (shared) return shared as Promise<Outcome<A>>;

    const ticket = ++this.tickets;
    const epoch = this.epoch;
    this.latest.set(member, ticket);
    this.count(member, 1);
    const request = call()
      .then((answer): Outcome<A> => {
        const current = this.epoch === epoch && this.latest.get(member) === ticket && still();
        const ok = isSuccess(answer) && (options.accept?.(answer) ?? true);
        if (!ok && current && !options.quiet?.(answer)) {
          // A success the store cannot use is an unknown error to the player.
          const reported = isSuccess(answer) ? { ...answer, statusCode: -500, message: '' } : answer;
          if (options.display) this.platform.report(reported, options.display);
          else this.platform.report(reported);
        }
        return { answer, ok, current };
      })
      .finally(() => {
        if (this.pending.get(identity) === request) this.pending.delete(identity);
        this.count(member, -1);
      });
    this.pending.set(identity, request);
    return request;
  }

  /**
   * A member call: nothing for a guest (null); otherwise `call` with the player's account_id and auth,
   * and its answer is current only while that same session is signed in.
   */
  async forMember<A extends Envelope>(
    member: string,
    call: (request: MemberRequest) => Promise<A>,
    options: RequestOptions<A> = {},
  ): Promise<Outcome<A> | null> {
    const request = this.session?.member ?? null;
    if (!request) return null;
    return this.run(
      member,
      () => call(request),
      { ...options, args: [request, options.args] },
      () => sameMember(this.session?.member ?? null, request),
    );
  }

  /** Forgets every request on its way: their answers are stale from now on. */
  clear(): void {
    this.epoch += 1;
    this.pending.clear();
  }

  private count(member: string, step: 1 | -1): void {
    runInAction(() => {
      const next = new Map(this.inFlight);
      const value = (next.get(member) ?? 0) + step;
      if (value > 0) next.set(member, value);
      else next.delete(member);
      this.inFlight = next;
    });
  }
}

import { randomInt } from 'node:crypto';
import { signWalletBody } from './wallet-signature';

/**
 * The studio's side of the seamless wallet (docs/wallet-protocol.md): signed calls to
 * `<baseUrl>/api/wallet/<call>`, retried only on network errors and HTTP 5xx. The calls the player waits
 * on (authenticate, balance, bet) get a few quick attempts; a win, rollback or round_end is settled in the
 * background, retried for up to 10 minutes, so that a platform restart in the middle of a round loses
 * nothing. Reusable on its own: a test harness builds one with its own transport.
 */

export type WalletCallName = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'round_end';
export type SettleCallName = 'win' | 'rollback' | 'round_end';

interface MoneyIds {
  player_id: string;
  transaction_id: string;
  round_id: string;
}

/** Each call's body (amounts in minor units). */
export interface WalletBodies {
  authenticate: { token: string };
  balance: { token: string; player_id: string };
  /** With `free_round_id`, a free round of that grant: nothing is taken, `amount` is the round's stake. */
  bet: MoneyIds & {
    token: string;
    game_code: string;
    amount: number;
    currency: string;
    free_round_id?: string;
  };
  win: MoneyIds & { game_code: string; amount: number; currency: string };
  rollback: MoneyIds & { reference_transaction_id: string; game_code?: string };
  round_end: { player_id: string; round_id: string };
}

/** Free rounds the operator granted the player in the session's game (docs/wallet-protocol.md, Free rounds). */
export interface WalletFreeRounds {
  /** The grant: sent back as the bet's `free_round_id`. */
  id: string;
  rounds_left: number;
  /** The most one free round stakes, in minor units. */
  bet_amount: number;
  /** ISO 8601: rounds left after this time are gone. */
  expires_at: string;
}

/** The platform's answer; `status` is 'OK' or one of the protocol's error statuses. */
export interface WalletAnswer {
  status: string;
  message?: string;
  player_id?: string;
  currency?: string;
  balance?: number;
  transaction_id?: string;
  /** authenticate, balance and a free round's bet: the player's free rounds in the session's game. */
  free_rounds?: WalletFreeRounds;
}

/**
 * `answer`: the platform's final word (OK or a business error), after `attempts` tries.
 * `unknown`: no final word: every attempt failed on the network or with a 5xx, the deadline passed, the
 * answer could not be read, or the client was closed. A bet in this state may or may not have been taken.
 */
export type WalletResult =
  | { kind: 'answer'; httpStatus: number; answer: WalletAnswer; attempts: number }
  | { kind: 'unknown'; reason: string; attempts: number };

/** What the transport answers; global fetch's Response fits. */
export interface TransportResponse {
  status: number;
  text(): Promise<string>;
}

export interface TransportRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** A fetch-like function; global `fetch` fits. */
export type WalletTransport = (url: string, init: TransportRequest) => Promise<TransportResponse>;

export interface RetryPolicy {
  /** Attempts in all, the first included (Infinity: until the deadline). */
  maxAttempts: number;
  /** No new attempt starts this long after the first one began. */
  deadlineMs: number;
  /** The wait before the second attempt; it doubles with each attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The calls a player waits on: three quick attempts. */
export const INTERACTIVE_RETRY: RetryPolicy = {
  maxAttempts: 3,
  deadlineMs: 10_000,
  baseDelayMs: 250,
  maxDelayMs: 1_000,
};

/** Wins, rollbacks and round ends: until a final answer, for up to 10 minutes, at most 5 s apart. */
export const SETTLE_RETRY: RetryPolicy = {
  maxAttempts: Infinity,
  deadlineMs: 10 * 60_000,
  baseDelayMs: 250,
  maxDelayMs: 5_000,
};

export interface WalletClientOptions {
  /** The platform's base URL; calls go to `${baseUrl}/api/wallet/<call>`. */
  baseUrl: string;
  providerCode: string;
  secret: string;
  /** Default: global fetch. */
  transport?: WalletTransport;
  /** One attempt's time limit (default 5 s); a timed-out attempt counts as a network error. */
  attemptTimeoutMs?: number;
  interactiveRetry?: RetryPolicy;
  settleRetry?: RetryPolicy;
  /** Milliseconds since the epoch (default Date.now); signatures carry its seconds. */
  now?: () => number;
  /** Where retries and give-ups are reported (default: nowhere). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface WalletClient {
  readonly providerCode: string;
  /** One call with the given retry policy. */
  call<C extends WalletCallName>(call: C, body: WalletBodies[C], policy: RetryPolicy): Promise<WalletResult>;
  authenticate(token: string): Promise<WalletResult>;
  balance(token: string, playerId: string): Promise<WalletResult>;
  bet(body: WalletBodies['bet']): Promise<WalletResult>;
  /**
   * Queues a win, rollback or round_end: retried in the background by the settle policy until a final
   * answer, and counted in pending() meanwhile. The promise resolves with that answer (never rejects).
   */
  settle<C extends SettleCallName>(call: C, body: WalletBodies[C]): Promise<WalletResult>;
  /** The settle calls queued and not yet finally answered. */
  pending(): number;
  /** Waits until nothing is pending, or the time is up; true when nothing is pending. */
  drain(timeoutMs: number): Promise<boolean>;
  /** Stops every retry: waiting calls end as unknown ('closed'). */
  close(): void;
}

/** The wait before attempt `attempt + 1`: doubling, capped, with the upper half jittered so that many
 * rounds waiting on a restarting platform do not all come back at the same instant. */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt - 1, 30));
  const half = Math.floor(full / 2);
  return half + (full - half > 0 ? randomInt(full - half + 1) : 0);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** A grant id as the bet's free_round_id takes it: printable ASCII, no spaces, 1 to 100 characters. */
const GRANT_ID = /^[\x21-\x7e]{1,100}$/;
const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/**
 * An answer's free_rounds, checked: a grant the studio could not play back (no usable id, a count or an
 * amount that is not a whole number, an unreadable expiry) is treated as no grant at all.
 */
export function readFreeRounds(value: unknown): WalletFreeRounds | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const grant = value as Record<string, unknown>;
  const { id, rounds_left: roundsLeft, bet_amount: betAmount, expires_at: expiresAt } = grant;
  if (typeof id !== 'string' || !GRANT_ID.test(id)) return undefined;
  if (!isCount(roundsLeft, 0) || !isCount(betAmount, 1)) return undefined;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { id, rounds_left: roundsLeft, bet_amount: betAmount, expires_at: expiresAt };
}

function readAnswer(text: string): WalletAnswer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const answer = value as Record<string, unknown>;
    if (typeof answer['status'] !== 'string') return undefined;
    if (!('free_rounds' in answer)) return answer as unknown as WalletAnswer;
    // A malformed free_rounds is left out, as if the platform had granted nothing.
    const { free_rounds: freeRounds, ...rest } = answer;
    const grant = readFreeRounds(freeRounds);
    return (grant ? { ...rest, free_rounds: grant } : rest) as unknown as WalletAnswer;
  } catch {
    return undefined;
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const transport: WalletTransport = options.transport ?? ((url, init) => fetch(url, init));
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 5_000;
  const interactive = options.interactiveRetry ?? INTERACTIVE_RETRY;
  const settlePolicy = options.settleRetry ?? SETTLE_RETRY;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const base = options.baseUrl.replace(/\/+$/, '');
  const closing = new AbortController();
  const queued = new Set<Promise<WalletResult>>();

  /** One attempt: a final answer, or the reason it must be tried again (retryable) or given up. */
  async function attempt(
    call: WalletCallName,
    rawBody: string,
  ): Promise<WalletResult | { kind: 'retry'; reason: string }> {
    const headers = {
      'content-type': 'application/json',
      'x-provider-code': options.providerCode,
      // Signed again on every attempt: a retry long after the first try must not be a stale request.
      'x-signature': signWalletBody(options.secret, rawBody, Math.floor(now() / 1000)),
    };
    const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(attemptTimeoutMs)]);
    try {
      const response = await transport(`${base}/api/wallet/${call}`, {
        method: 'POST',
        headers,
        body: rawBody,
        signal,
      });
      const text = await response.text();
      if (response.status >= 500) return { kind: 'retry', reason: `HTTP ${response.status}` };
      const answer = readAnswer(text);
      // Not a protocol answer (a proxy's page, a wrong URL): final, since only 5xx may be retried.
      if (!answer)
        return { kind: 'unknown', reason: `unreadable answer, HTTP ${response.status}`, attempts: 0 };
      return { kind: 'answer', httpStatus: response.status, answer, attempts: 0 };
    } catch (error) {
      return { kind: 'retry', reason: `network: ${describe(error)}` };
    }
  }

  async function call<C extends WalletCallName>(
    name: C,
    body: WalletBodies[C],
    policy: RetryPolicy,
  ): Promise<WalletResult> {
    // Serialised once: every attempt sends (and signs) the very same bytes.
    const rawBody = JSON.stringify(body);
    const started = now();
    for (let attempts = 1; ; attempts += 1) {
      const result = await attempt(name, rawBody);
      if (result.kind !== 'retry') return { ...result, attempts };
      if (closing.signal.aborted) return { kind: 'unknown', reason: 'closed', attempts };
      const delay = backoffDelay(policy, attempts);
      if (attempts >= policy.maxAttempts || now() - started + delay > policy.deadlineMs) {
        log('wallet call gave up', { call: name, attempts, reason: result.reason });
        return { kind: 'unknown', reason: result.reason, attempts };
      }
      log('wallet call retried', { call: name, attempt: attempts, reason: result.reason, delayMs: delay });
      await sleep(delay, closing.signal);
    }
  }

  function settle<C extends SettleCallName>(name: C, body: WalletBodies[C]): Promise<WalletResult> {
    const job = call(name, body, settlePolicy).then((result) => {
      if (result.kind === 'unknown') {
        log('wallet settle call lost', { call: name, body, reason: result.reason });
      } else if (result.answer.status !== 'OK') {
        log('wallet settle call refused', { call: name, body, status: result.answer.status });
      }
      return result;
    });
    queued.add(job);
    void job.finally(() => queued.delete(job));
    return job;
  }

  return {
    providerCode: options.providerCode,
    call,
    authenticate: (token) => call('authenticate', { token }, interactive),
    balance: (token, playerId) => call('balance', { token, player_id: playerId }, interactive),
    bet: (body) => call('bet', body, interactive),
    settle,
    pending: () => queued.size,
    async drain(timeoutMs) {
      const deadline = now() + timeoutMs;
      while (queued.size > 0 && now() < deadline) {
        const timeUp = new Promise<void>((resolve) => setTimeout(resolve, deadline - now()).unref());
        await Promise.race([Promise.allSettled([...queued]), timeUp]);
      }
      return queued.size === 0;
    },
    close: () => closing.abort(),
  };
}

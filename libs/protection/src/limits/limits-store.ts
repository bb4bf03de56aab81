import { makeAutoObservable, runInAction } from 'mobx';
import {
  LIMIT_PERIODS,
  excludeSelf,
  getProtectionLimits,
  setLimit,
  setSessionLimits,
  type Exclusion,
  type SetLimitResponse,
  type SetSessionRequest,
} from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { currencyDigits, minorToText, type MinorUnits } from '@wl/money';
import { failureKey, shownInPlace } from '../lib/answers';
import { checkLimitAmount } from './limit-amount';
import {
  isOverview,
  shownOverview,
  type LimitPeriod,
  type MoneyLimitType,
  type ShownLimit,
  type ShownOverview,
} from './shown-limits';

export type ExclusionType = Exclusion['type'];
/** Where the page shows the outcome of an action: the card it was made in. */
export type ToolPlace = MoneyLimitType | 'session' | 'exclusion';
/** How a change applies (the platform's answer): now, after the cooling-off, or not at all (the same). */
export type Applied = SetLimitResponse['applied'] & string;

/** What the platform answered to a change, as the card that made it says it; or its refusal. */
export type ToolResult =
  | {
      ok: true;
      kind: 'limit';
      applied: Applied;
      period: LimitPeriod;
      amount: MinorUnits | null;
      effectiveAt: string;
    }
  | { ok: true; kind: 'session'; applied: Applied; effectiveAt: string }
  | { ok: false; key: string };

export interface LimitForm {
  period: LimitPeriod;
  amount: string;
  /** What is wrong with the typed amount (an `errors` key), once the player tried to save it. */
  issue: string | null;
}

export interface LimitsDeps {
  platform: PlatformPort;
  session: MemberSource;
  /** The site's currency, until the overview says it. */
  currency: () => string;
  /** Asks the player to confirm a time-out or self-exclusion of `period`; true once confirmed. */
  confirmExclusion: (type: ExclusionType, period: string) => Promise<boolean>;
  /** The exclusion has started: the platform ended every session of the player, so this page's ends too. */
  excluded: (exclusion: Exclusion) => void;
  /** The reality check's interval may have changed: the signed-in player's reminder follows it. */
  sessionSettingsChanged: () => void;
}

/** The session time limits a player chooses from, in minutes (the platform takes 5 to 1440). */
export const SESSION_LIMIT_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480, 720, 1440] as const;

const emptyForm = (): LimitForm => ({ period: '24h', amount: '', issue: null });

/**
 * The responsible-gaming tools of a signed-in player (`protection/*`): deposit and loss limits over 24
 * hours, 7 days and 30 days (set, lowered, raised or removed; a raise or a removal waits out the
 * platform's 24-hour cooling-off, shown as pending), the session time limit, the reality check's
 * interval, a time-out or a self-exclusion (confirmed first: it ends the session), and the history of
 * the changes. The platform enforces them; this store only reads and asks. Forgotten when the session ends.
 */
export class LimitsStore implements FeatureStore {
  overview: ShownOverview | null = null;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  forms: Record<MoneyLimitType, LimitForm> = { deposit: emptyForm(), loss: emptyForm() };
  /** '' is none; otherwise minutes, as the select holds them. */
  sessionLimitChoice = '';
  /** '' is off; otherwise minutes. */
  realityCheckChoice = '';
  exclusionChoice: Record<ExclusionType, string> = { timeout: '24h', self_exclusion: '6m' };
  /** The action on its way: a card's (`deposit`, `session`...) or a limit's removal (`deposit:7d`). */
  busy: string | null = null;
  results: Partial<Record<ToolPlace, ToolResult>> = {};
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: LimitsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get currency(): string {
    return this.overview?.currency || this.deps.currency();
  }

  /** The three windows of a type, in the order 24 hours, 7 days, 30 days. */
  limitsOf(type: MoneyLimitType): ShownLimit[] {
    const limits = this.overview?.limits ?? [];
    return LIMIT_PERIODS.flatMap((period) =>
      limits.filter((limit) => limit.type === type && limit.period === period),
    );
  }

  /** The session settings chosen differ from those in force (something to save). */
  get sessionChanged(): boolean {
    const overview = this.overview;
    if (!overview) return false;
    return (
      this.sessionLimitChoice !== choiceOf(overview.sessionLimit) ||
      this.realityCheckChoice !== choiceOf(overview.realityCheck)
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember(
      'overview',
      (member) => getProtectionLimits(this.requests.api, member),
      { quiet: isRetryable, accept: (answer) => isOverview(answer) },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok && isOverview(answer)) {
        this.show(shownOverview(answer));
        this.status = 'ready';
      } else {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  setPeriod(type: MoneyLimitType, period: LimitPeriod): void {
    this.forms = { ...this.forms, [type]: { ...this.forms[type], period } };
  }

  setAmount(type: MoneyLimitType, amount: string): void {
    this.forms = { ...this.forms, [type]: { ...this.forms[type], amount, issue: null } };
  }

  /**
   * Sets the typed limit of the period chosen: a new or lower one applies at once, a higher one after
   * the cooling-off. Nothing is sent while the amount is not one.
   */
  async submitLimit(type: MoneyLimitType): Promise<boolean> {
    if (this.busy !== null) return false;
    const form = this.forms[type];
    const check = checkLimitAmount(form.amount, this.currency);
    if (!check.ok) {
      this.forms = { ...this.forms, [type]: { ...form, issue: check.key } };
      return false;
    }
    const amount = minorToText(check.minor, currencyDigits(this.currency));
    const done = await this.changeLimit(type, form.period, amount, type);
    if (done) {
      runInAction(() => {
        this.forms = { ...this.forms, [type]: { ...this.forms[type], amount: '', issue: null } };
      });
    }
    return done;
  }

  /** Removes a limit: after the cooling-off, as a raise. */
  removeLimit(type: MoneyLimitType, period: LimitPeriod): Promise<boolean> {
    if (this.busy !== null) return Promise.resolve(false);
    return this.changeLimit(type, period, null, `${type}:${period}`);
  }

  setSessionLimitChoice(value: string): void {
    this.sessionLimitChoice = value;
  }

  setRealityCheckChoice(value: string): void {
    this.realityCheckChoice = value;
  }

  /** Saves the session time limit and the reality check; only what changed is sent. */
  async submitSession(): Promise<boolean> {
    const overview = this.overview;
    if (this.busy !== null || !overview || !this.sessionChanged) return false;
    const change: Omit<SetSessionRequest, 'account_id' | 'auth'> = {};
    if (this.sessionLimitChoice !== choiceOf(overview.sessionLimit)) {
      change.session_limit_minutes = minutesOf(this.sessionLimitChoice);
    }
    if (this.realityCheckChoice !== choiceOf(overview.realityCheck)) {
      change.reality_check_minutes = minutesOf(this.realityCheckChoice);
    }
    const answer = await this.send('session', 'session', (member) =>
      setSessionLimits(this.requests.api, { ...member, ...change }),
    );
    if (!answer) return false;
    runInAction(() => {
      this.results = {
        ...this.results,
        // `applied` is about the session limit: a longer one is pending; the reality check applies at once.
        session: { ok: true, kind: 'session', applied: answer.applied, effectiveAt: answer.effective_at },
      };
    });
    if ('reality_check_minutes' in change) this.deps.sessionSettingsChanged();
    return true;
  }

  setExclusionChoice(type: ExclusionType, period: string): void {
    this.exclusionChoice = { ...this.exclusionChoice, [type]: period };
  }

  /**
   * A time-out or a self-exclusion of the period chosen, once the player has confirmed it: effective at
   * once, it cannot be undone or shortened, and it ends every session of the player, this one too.
   */
  async exclude(type: ExclusionType): Promise<boolean> {
    if (this.busy !== null) return false;
    const period = this.exclusionChoice[type];
    if (!(await this.deps.confirmExclusion(type, period))) return false;
    // After the confirmation: outside the action this method began in.
    runInAction(() => {
      this.busy = 'exclusion';
      this.results = { ...this.results, exclusion: undefined };
    });
    const outcome = await this.requests.forMember(
      'exclude',
      (member) => excludeSelf(this.requests.api, { ...member, type, period }),
      { quiet: shownInPlace, accept: (answer) => Boolean(answer.exclusion) },
    );
    runInAction(() => {
      this.busy = null;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (ok && answer.exclusion) {
      this.deps.excluded(answer.exclusion);
      return true;
    }
    runInAction(() => {
      this.results = { ...this.results, exclusion: { ok: false, key: failureKey(answer) } };
    });
    return false;
  }

  clear(): void {
    this.requests.clear();
    this.overview = null;
    this.status = 'idle';
    this.errorKey = null;
    this.forms = { deposit: emptyForm(), loss: emptyForm() };
    this.sessionLimitChoice = '';
    this.realityCheckChoice = '';
    this.exclusionChoice = { timeout: '24h', self_exclusion: '6m' };
    this.busy = null;
    this.results = {};
  }

  private async changeLimit(
    type: MoneyLimitType,
    period: LimitPeriod,
    amount: string | null,
    busy: string,
  ): Promise<boolean> {
    const answer = await this.send(type, busy, (member) =>
      setLimit(this.requests.api, { ...member, type, period, amount }),
    );
    if (!answer) return false;
    const limit = this.overview?.limits.find((l) => l.type === type && l.period === period);
    runInAction(() => {
      this.results = {
        ...this.results,
        [type]: {
          ok: true,
          kind: 'limit',
          applied: answer.applied,
          period,
          // What the change was: the pending amount when it waits, the amount in force otherwise.
          amount: answer.applied === 'pending' ? (limit?.pending?.amount ?? null) : (limit?.amount ?? null),
          effectiveAt: answer.effective_at,
        },
      };
    });
    return true;
  }

  /**
   * Sends a change whose answer is the whole overview and how the change applies: the overview shown is
   * the answer's; a refusal is kept for its card.
   */
  private async send<A extends SetLimitResponse>(
    place: ToolPlace,
    busy: string,
    call: (member: { account_id: string; auth: string }) => Promise<A>,
  ): Promise<(A & { applied: Applied; effective_at: string }) | null> {
    this.busy = busy;
    this.results = { ...this.results, [place]: undefined };
    const outcome = await this.requests.forMember(busy, call, {
      quiet: shownInPlace,
      accept: (answer) => isOverview(answer) && typeof answer.applied === 'string',
    });
    runInAction(() => {
      this.busy = null;
    });
    if (!outcome?.current) return null;
    const { answer, ok } = outcome;
    if (ok && isOverview(answer) && answer.applied && answer.effective_at) {
      runInAction(() => this.show(shownOverview(answer)));
      return { ...answer, applied: answer.applied, effective_at: answer.effective_at };
    }
    runInAction(() => {
      this.results = { ...this.results, [place]: { ok: false, key: failureKey(answer) } };
    });
    return null;
  }

  private show(overview: ShownOverview): void {
    this.overview = overview;
    this.sessionLimitChoice = choiceOf(overview.sessionLimit);
    this.realityCheckChoice = choiceOf(overview.realityCheck);
  }
}

/** Minutes as a select holds them ('' for none). */
const choiceOf = (minutes: number | null): string => (minutes === null ? '' : String(minutes));
const minutesOf = (choice: string): number | null => (choice === '' ? null : Number(choice));

import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiTransport, Envelope } from '@wl/api';
import type { CallAnswer } from '@wl/contract';
import {
  adjustPlayerBalance,
  endPlayerSessions,
  getPlayer,
  getPlayerBets,
  getPlayerCashier,
  getPlayerLedger,
  getPlayerRounds,
  sendPlayerMessage,
  setPlayerLimitCap,
  setPlayerStatus,
} from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { newRequestId, parseMajor } from '../amounts';
import { PagedList } from '../paged-list';
import { PlayerNotesStore } from './player-notes-store';
import { LimitCapForm } from './limit-cap-form';

export type PlayerDetail = CallAnswer<'backoffice/players/get'>['player'];
export type StatementLine = CallAnswer<'backoffice/players/ledger'>['value'][number];
export type PlayerRound = CallAnswer<'backoffice/players/rounds'>['value'][number];
export type CashierRecord = CallAnswer<'backoffice/players/cashier'>['value'][number];
export type PlayerBet = CallAnswer<'backoffice/players/bets'>['value'][number];
/** What a message may give: nothing, game money in the site currency, or tokens. */
export type RewardKind = 'none' | 'game' | 'token';
type Role = 'owner' | 'siteManager' | 'finance' | 'support' | 'viewer';

/** Lines of the statement a page shows. */
export const STATEMENT_PAGE_SIZE = 20;
/** Rounds, and deposits and withdrawals, a page shows. */
export const HISTORY_PAGE_SIZE = 20;
/** The longest reason of an adjustment (the platform's limit). */
export const MAX_REASON_LENGTH = 200;

/** What the last action did, as a message key for the page (or an error key). */
export interface ActionResult {
  kind: 'done' | 'error';
  key: string;
  count?: number;
}

/**
 * The adjustment being made: direction, amount in major units, reason, then a confirmation. One request
 * id per adjustment: a retry after a lost answer sends the same (the platform posts once); any change of
 * the form makes a new one.
 */
export class AdjustForm {
  direction: 'credit' | 'debit' = 'credit';
  amount = '';
  reason = '';
  requestId = newRequestId();
  /** The amount checked, in minor units, while the confirmation is shown. */
  confirming: number | undefined = undefined;
  busy = false;
  error: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  set(field: 'amount' | 'reason', value: string): void {
    this[field] = value;
    this.changed();
  }

  setDirection(direction: 'credit' | 'debit'): void {
    this.direction = direction;
    this.changed();
  }

  /** Checks the form and asks for confirmation; false with an error key when it is not valid. */
  prepare(digits: number): boolean {
    const minor = parseMajor(this.amount, digits);
    const reason = this.reason.trim();
    this.error =
      minor === undefined
        ? 'invalidAmount'
        : reason === ''
          ? 'reasonRequired'
          : reason.length > MAX_REASON_LENGTH
            ? 'reasonTooLong'
            : undefined;
    this.confirming = this.error === undefined ? minor : undefined;
    return this.confirming !== undefined;
  }

  cancel(): void {
    this.confirming = undefined;
  }

  /** The signed amount confirmed, in minor units. */
  get signedMinor(): number {
    const minor = this.confirming ?? 0;
    return this.direction === 'debit' ? -minor : minor;
  }

  reset(): void {
    this.amount = '';
    this.reason = '';
    this.direction = 'credit';
    this.confirming = undefined;
    this.error = undefined;
    this.requestId = newRequestId();
  }

  private changed(): void {
    this.confirming = undefined;
    this.error = undefined;
    this.requestId = newRequestId();
  }
}

/**
 * One player's page: profile and balances, the statement a page at a time (newest first), and the
 * actions the staff member's role allows (the platform checks them again).
 */
export class PlayerStore {
  siteId = 0;
  accountId = '';
  player: PlayerDetail | undefined = undefined;
  loading = false;
  error: string | undefined = undefined;

  lines: StatementLine[] = [];
  /** The before_transaction_id of the page shown (undefined: the newest), and of the pages before it. */
  before: number | undefined = undefined;
  private newer: (number | undefined)[] = [];
  nextBefore: number | null = null;
  ledgerLoading = false;
  ledgerError: string | undefined = undefined;

  adjust = new AdjustForm();
  /** The last adjustment made, for the page to confirm it. */
  adjusted: { line: StatementLine; replayed: boolean } | undefined = undefined;

  /** Support and owners: a limit the player cannot raise. */
  cap = new LimitCapForm();

  actionBusy = false;
  actionResult: ActionResult | undefined = undefined;

  messageTitle = '';
  messageBody = '';
  /** The reward chosen (see rewardKinds for what the role may choose), and its amount in major units. */
  rewardKind: RewardKind = 'none';
  rewardAmount = '';

  /** The player's game rounds and their deposits and withdrawals, newest first, by page number. */
  readonly rounds: PagedList<PlayerRound>;
  readonly cashier: PagedList<CashierRecord>;
  /** The player's sports bets, newest first. */
  readonly bets: PagedList<PlayerBet>;
  /** The staff's notes on the player. */
  readonly notes: PlayerNotesStore;

  private request = 0;

  constructor(
    private readonly calls: () => StaffCalls,
    private readonly role: () => Role | undefined,
  ) {
    // Each page asks for the player open when it is asked for; open() and clear() drop older answers.
    this.rounds = new PagedList(HISTORY_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) =>
        getPlayerRounds(t, { site_id: this.siteId, account_id: this.accountId, page, page_size: pageSize }),
      ),
    );
    this.cashier = new PagedList(HISTORY_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) =>
        getPlayerCashier(t, { site_id: this.siteId, account_id: this.accountId, page, page_size: pageSize }),
      ),
    );
    this.bets = new PagedList(HISTORY_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) =>
        getPlayerBets(t, { site_id: this.siteId, account_id: this.accountId, page, page_size: pageSize }),
      ),
    );
    this.notes = new PlayerNotesStore(calls, role);
    makeAutoObservable<PlayerStore, 'calls' | 'role' | 'request'>(this, {
      calls: false,
      role: false,
      request: false,
      rounds: false,
      cashier: false,
      bets: false,
      notes: false,
    });
  }

  /** Finance and owners adjust balances. */
  get canAdjust(): boolean {
    const role = this.role();
    return role === 'owner' || role === 'finance';
  }

  /** Support and owners lock, unlock, end sessions and write to the player. */
  get canSupport(): boolean {
    const role = this.role();
    return role === 'owner' || role === 'support';
  }

  /**
   * The rewards the staff member may attach to a message: owners any or none; finance writes to players
   * only with a reward (money out of the house); support only without one.
   */
  get rewardKinds(): readonly RewardKind[] {
    const role = this.role();
    if (role === 'owner') return ['none', 'game', 'token'];
    if (role === 'finance') return ['game', 'token'];
    return role === 'support' ? ['none'] : [];
  }

  /** Owners, support and finance write to the player (finance with a reward). */
  get canMessage(): boolean {
    return this.rewardKinds.length > 0;
  }

  /** The reward of the form: the one chosen, or the first the role may choose. */
  get messageReward(): RewardKind {
    return this.rewardKinds.includes(this.rewardKind) ? this.rewardKind : (this.rewardKinds[0] ?? 'none');
  }

  get hasNewer(): boolean {
    return this.newer.length > 0;
  }

  /** Opens a player's page: the profile, then the newest page of the statement, rounds, cashier and notes. */
  async open(siteId: number, accountId: string): Promise<void> {
    const request = ++this.request;
    this.siteId = siteId;
    this.accountId = accountId;
    this.player = undefined;
    this.lines = [];
    this.before = undefined;
    this.newer = [];
    this.nextBefore = null;
    this.rounds.clear();
    this.cashier.clear();
    this.bets.clear();
    this.notes.clear();
    this.adjust.reset();
    this.cap.reset();
    this.adjusted = undefined;
    this.actionResult = undefined;
    this.resetMessage();
    this.loading = true;
    this.error = undefined;
    const outcome = await this.calls().run((t) => getPlayer(t, { site_id: siteId, account_id: accountId }));
    runInAction(() => {
      if (request !== this.request) return;
      this.loading = false;
      if (outcome.ok && outcome.answer.player) this.player = outcome.answer.player;
      else this.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
    });
    if (request === this.request && this.player) {
      await Promise.all([
        this.loadLedger(undefined),
        this.rounds.load(1),
        this.cashier.load(1),
        this.bets.load(1),
        this.notes.open(siteId, accountId),
      ]);
    }
  }

  async olderPage(): Promise<void> {
    if (this.nextBefore === null) return;
    this.newer.push(this.before);
    await this.loadLedger(this.nextBefore);
  }

  async newerPage(): Promise<void> {
    if (this.newer.length === 0) return;
    await this.loadLedger(this.newer.pop());
  }

  async loadLedger(before: number | undefined): Promise<void> {
    const request = this.request;
    this.ledgerLoading = true;
    this.ledgerError = undefined;
    const body = {
      site_id: this.siteId,
      account_id: this.accountId,
      page_size: STATEMENT_PAGE_SIZE,
      ...(before === undefined ? {} : { before_transaction_id: before }),
    };
    const outcome = await this.calls().run((t) => getPlayerLedger(t, body));
    runInAction(() => {
      if (request !== this.request) return;
      this.ledgerLoading = false;
      if (outcome.ok) {
        this.lines = outcome.answer.value ?? [];
        this.before = before;
        this.nextBefore = outcome.answer.next_before ?? null;
      } else {
        this.ledgerError = outcome.error;
      }
    });
  }

  /** Sends the confirmed adjustment; the new balance and its statement line show at once. */
  async confirmAdjust(): Promise<boolean> {
    const form = this.adjust;
    if (form.busy || form.confirming === undefined) return false;
    form.busy = true;
    form.error = undefined;
    const body = {
      site_id: this.siteId,
      account_id: this.accountId,
      amount_minor: form.signedMinor,
      reason: form.reason.trim(),
      request_id: form.requestId,
    };
    const outcome = await this.calls().run((t) => adjustPlayerBalance(t, body));
    return runInAction(() => {
      form.busy = false;
      if (!outcome.ok || !outcome.answer.line || !outcome.answer.balances) {
        // The same request id stays: sending again cannot post twice.
        form.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
        form.confirming = undefined;
        return false;
      }
      const { line, balances, replayed } = outcome.answer;
      if (this.player) this.player = { ...this.player, balances };
      if (this.before === undefined && !this.lines.some((l) => sameLine(l, line))) {
        this.lines = [line, ...this.lines];
      }
      this.adjusted = { line, replayed: replayed ?? false };
      form.reset();
      return true;
    });
  }

  /** Sets the operator's cap of the form, or lifts it; the player's limits show the new state at once. */
  async setLimitCap(lift: boolean): Promise<boolean> {
    const form = this.cap;
    if (form.busy || !this.player) return false;
    const request = form.request(this.player.digits, lift);
    if (!request) return false;
    form.busy = true;
    const body = { site_id: this.siteId, account_id: this.accountId, ...request };
    const outcome = await this.calls().run((t) => setPlayerLimitCap(t, body));
    return runInAction(() => {
      form.busy = false;
      if (!outcome.ok || !outcome.answer.protection) {
        form.error = outcome.ok ? 'serviceUnavailable' : outcome.error;
        return false;
      }
      const { protection } = outcome.answer;
      if (this.player) this.player = { ...this.player, protection };
      form.value = '';
      form.done = lift ? 'lifted' : 'set';
      return true;
    });
  }

  /** Locks (the player's sessions end) or unlocks the player. */
  async setStatus(status: 'active' | 'blocked'): Promise<void> {
    const body = { site_id: this.siteId, account_id: this.accountId, status };
    await this.act(
      (t) => setPlayerStatus(t, body),
      (answer) => {
        if (this.player) {
          this.player = {
            ...this.player,
            status: answer.status ?? status,
            live_sessions: status === 'blocked' ? 0 : this.player.live_sessions,
          };
        }
        const count = answer.ended_sessions ?? 0;
        return status === 'blocked' ? { key: 'players.lockedDone', count } : { key: 'players.unlockedDone' };
      },
    );
  }

  async endSessions(): Promise<void> {
    const body = { site_id: this.siteId, account_id: this.accountId };
    await this.act(
      (t) => endPlayerSessions(t, body),
      (answer) => {
        if (this.player) this.player = { ...this.player, live_sessions: 0 };
        return { key: 'players.sessionsEnded', count: answer.ended ?? 0 };
      },
    );
  }

  setMessage(field: 'messageTitle' | 'messageBody' | 'rewardAmount', value: string): void {
    this[field] = value;
  }

  setRewardKind(kind: RewardKind): void {
    this.rewardKind = kind;
  }

  /**
   * Sends the message, with the reward chosen (amount typed in major units of the site currency, or
   * whole tokens); the player claims it from the inbox.
   */
  async sendMessage(): Promise<void> {
    const kind = this.messageReward;
    const digits = kind === 'token' ? 0 : (this.player?.digits ?? 2);
    const amountMinor = kind === 'none' ? undefined : parseMajor(this.rewardAmount, digits);
    const body = {
      site_id: this.siteId,
      account_id: this.accountId,
      title: this.messageTitle.trim(),
      body: this.messageBody.trim(),
      ...(kind !== 'none' && amountMinor !== undefined
        ? { reward: { kind, amount_minor: amountMinor } }
        : {}),
    };
    if (body.title === '' || body.body === '') {
      this.actionResult = { kind: 'error', key: 'messageRequired' };
      return;
    }
    if (kind !== 'none' && amountMinor === undefined) {
      this.actionResult = { kind: 'error', key: 'invalidAmount' };
      return;
    }
    await this.act(
      (t) => sendPlayerMessage(t, body),
      () => {
        this.resetMessage();
        return { key: kind === 'none' ? 'players.messageSent' : 'players.rewardSent' };
      },
    );
  }

  private resetMessage(): void {
    this.messageTitle = '';
    this.messageBody = '';
    this.rewardKind = 'none';
    this.rewardAmount = '';
  }

  clear(): void {
    this.request++;
    this.siteId = 0;
    this.accountId = '';
    this.player = undefined;
    this.lines = [];
    this.before = undefined;
    this.newer = [];
    this.nextBefore = null;
    this.error = undefined;
    this.rounds.clear();
    this.cashier.clear();
    this.bets.clear();
    this.notes.clear();
    this.adjust.reset();
    this.cap.reset();
    this.adjusted = undefined;
    this.actionResult = undefined;
    this.resetMessage();
  }

  private async act<A extends Envelope>(
    call: (transport: ApiTransport) => Promise<A>,
    done: (answer: A) => { key: string; count?: number },
  ): Promise<void> {
    if (this.actionBusy) return;
    this.actionBusy = true;
    this.actionResult = undefined;
    const outcome = await this.calls().run(call);
    runInAction(() => {
      this.actionBusy = false;
      this.actionResult = outcome.ok
        ? { kind: 'done', ...done(outcome.answer) }
        : { kind: 'error', key: outcome.error };
    });
  }
}

const sameLine = (a: StatementLine, b: StatementLine) =>
  a.transaction_id === b.transaction_id && a.pocket === b.pocket && a.asset === b.asset;

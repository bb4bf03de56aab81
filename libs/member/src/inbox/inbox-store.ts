import { makeAutoObservable, runInAction } from 'mobx';
import { claimInbox, getInbox, readInbox, type ClaimInboxResponse, type InboxItem } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';
import { failureKey, shownInPlace } from '../lib/answers';

/** What a message's reward is to the player now. */
export type RewardState = 'none' | 'claimable' | 'claimed' | 'expired';

/** A message as the inbox shows it: the platform's item, whether it was opened, its reward's state. */
export interface InboxMessage {
  item: InboxItem;
  read: boolean;
  reward: RewardState;
}

export interface InboxDeps {
  platform: PlatformPort;
  session: MemberSource;
  toasts: ToastStore;
  translate: Translate;
  /** Shows the balances a claim answers at once (the wallet store's). */
  applyBalance: (answer: ClaimInboxResponse) => void;
  /** An amount as the player reads it: minor units of `currency`, in the page's language. */
  money: (minor: MinorUnits, currency: string) => string;
  now?: () => number;
}

/** Refusals of a claim that mean the message changed since the list was read: the list is read again. */
const STALE_CLAIM = new Set(['alreadyClaimed', 'rewardExpired', 'nothingToClaim', 'notFound']);

const newestFirst = (a: InboxItem, b: InboxItem): number =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.inbox_id - a.inbox_id;

/**
 * The player's inbox (`settings/get_inbox`): messages newest first, which of them were opened (the
 * platform keeps it, so a message opened on one device is read on all: `settings/read_inbox`), the
 * unread count the headers show, and claiming a message's reward once (`settings/claim_inbox`), whose
 * answer carries the new balances. Loaded with the session, forgotten when it ends.
 */
export class InboxStore implements FeatureStore {
  items: InboxItem[] = [];
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** Opened on this page since the list came: read at once, while the platform is told. */
  readIds: ReadonlySet<number> = new Set();
  /** The message shown open. */
  openId: number | null = null;
  /** The message whose reward is being claimed. */
  claimingId: number | null = null;
  /** The platform's refusal of the last claim, shown at its message. */
  claimError: { id: number; key: string } | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: InboxDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false },
      { deep: false, autoBind: true },
    );
  }

  /** True until the first answer: the page shows its skeleton. */
  get loading(): boolean {
    return (this.status === 'idle' || this.status === 'loading') && this.items.length === 0;
  }

  /** The messages newest first, with their read and reward states. */
  get messages(): InboxMessage[] {
    const now = (this.deps.now ?? Date.now)();
    return this.items.map((item) => ({
      item,
      read: this.isRead(item),
      reward: rewardState(item, now),
    }));
  }

  /** Messages not opened yet; 0 until the inbox is read. */
  get unreadCount(): number {
    return this.items.filter((item) => !this.isRead(item)).length;
  }

  /** The list, on arrival, with the session and on Try again; the list shown stays while it comes. */
  async load(): Promise<void> {
    if (this.items.length === 0) this.status = 'loading';
    this.errorKey = null;
    const outcome = await this.requests.forMember('list', (member) => getInbox(this.requests.api, member), {
      quiet: isRetryable,
    });
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (ok) {
        this.items = [...(answer.value ?? [])].sort(newestFirst);
        this.status = 'ready';
      } else if (this.items.length === 0) {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
      }
    });
  }

  /** Opens a message (which marks it read) or closes the one open. */
  toggle(id: number): void {
    if (this.openId === id) {
      this.openId = null;
      return;
    }
    this.openId = id;
    this.markRead(id);
  }

  /** Claims the message's reward; true once paid (the balances shown at once, a toast says what came). */
  async claim(id: number): Promise<boolean> {
    if (this.claimingId !== null) return false;
    this.claimingId = id;
    this.claimError = null;
    this.markRead(id, { tell: false });
    const outcome = await this.requests.forMember(
      'claim',
      (member) => claimInbox(this.requests.api, { ...member, inbox_id: id }),
      { args: [id], quiet: shownInPlace },
    );
    runInAction(() => {
      this.claimingId = null;
    });
    if (!outcome?.current) return false;
    const { answer, ok } = outcome;
    if (!ok) {
      const key = failureKey(answer);
      runInAction(() => {
        this.claimError = { id, key };
      });
      if (STALE_CLAIM.has(key)) await this.load();
      return false;
    }
    const claimedAt = new Date((this.deps.now ?? Date.now)()).toISOString();
    runInAction(() => {
      this.items = this.items.map((item) =>
        item.inbox_id === id ? { ...item, claimed: true, claimable: false, claimed_at: claimedAt } : item,
      );
    });
    this.deps.applyBalance(answer);
    this.deps.toasts.show({
      variant: 'success',
      title: this.claimedText(answer),
      durationMs: NOTICE_TOAST_MS,
    });
    return true;
  }

  loadMember(): Promise<void> {
    return this.load();
  }

  clear(): void {
    this.requests.clear();
    this.items = [];
    this.status = 'idle';
    this.errorKey = null;
    this.readIds = new Set();
    this.openId = null;
    this.claimingId = null;
    this.claimError = null;
  }

  private isRead(item: InboxItem): boolean {
    return item.read || this.readIds.has(item.inbox_id);
  }

  /**
   * Shown read at once; the platform is told (a claim reads the message there by itself). A failure is
   * not the player's business: the message shows unread again on the next load and is marked then.
   */
  private markRead(id: number, { tell = true }: { tell?: boolean } = {}): void {
    const item = this.items.find((candidate) => candidate.inbox_id === id);
    if (!item || this.isRead(item)) return;
    this.readIds = new Set(this.readIds).add(id);
    if (!tell) return;
    void this.requests.forMember(
      'read',
      (member) => readInbox(this.requests.api, { ...member, inbox_id: id }),
      {
        args: [id],
        quiet: () => true,
      },
    );
  }

  private claimedText(answer: ClaimInboxResponse): string {
    const t = this.deps.translate;
    const amount = answer.reward_amount ?? 0;
    if (answer.reward_type === 'token') return t('member:claimedTokens', { tokens: amount });
    const currency = answer.currency ?? '';
    return t('member:claimedMoney', {
      amount: this.deps.money(fromMajor(amount, currencyDigits(currency)), currency),
    });
  }
}

/** A reward is claimed, past its time, claimable, or there is none to claim. */
export function rewardState(item: InboxItem, now: number): RewardState {
  if (!item.reward_type || item.reward_amount <= 0) return 'none';
  if (item.claimed) return 'claimed';
  if (item.expires_at && Date.parse(item.expires_at) <= now) return 'expired';
  return item.claimable ? 'claimable' : 'none';
}

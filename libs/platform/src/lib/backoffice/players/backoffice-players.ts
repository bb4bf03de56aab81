import { MAX_MESSAGE_REWARD_MINOR, MAX_MESSAGE_REWARD_TOKENS, type StaffRole } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players } from '../../db/schema';
import type { Platform } from '../../platform';
import { SessionStore } from '../../players/auth/session-store';
import { InboxService } from '../../players/inbox/inbox-service';
import { createLedgerService, type Asset, type PlayerBalances, type Posting } from '../../players/ledger';
import { ledgerErrors } from '../../players/player-errors';
import { isPlayerStatus, type PlayerRow, type PlayerStatus } from '../../players/player-records';
import type { ProtectionReport } from '../../players/operator/operator-types';
import type { AuditTrail } from '../audit/audit-trail';
import { staffErrors } from '../backoffice-errors';
import type { StaffActor } from '../staff/staff-types';
import { backofficePlayerErrors } from './player-errors';
import { staffPlayer, type PlayerSite } from './player-lookup';
import { searchPlayers, type PlayerSearchQuery, type PlayerSearchRow } from './player-search';
import { playerStatement, type StatementLine, type StatementPage } from './player-statement';

/** The longest reason of an adjustment; the ledger keeps it with the posting. */
export const MAX_ADJUST_REASON = 200;

/** A player's page: profile, status, balances, live sessions, limits and exclusions. */
export interface PlayerDetail {
  site: PlayerSite;
  player: PlayerRow;
  status: PlayerStatus;
  balances: PlayerBalances;
  liveSessions: number;
  protection: ProtectionReport;
}

/** A balance adjustment as posted (or as an earlier request with its id posted it). */
export interface Adjustment {
  line: StatementLine;
  replayed: boolean;
  balances: PlayerBalances;
}

export interface AdjustInput {
  /** Signed, minor units: positive credits, negative debits. */
  amountMinor: number;
  reason: string;
  requestId: string;
}

/** What a message may give the player: game money (minor units) or whole tokens. */
export interface MessageReward {
  asset: Asset;
  amountMinor: number;
}

/** Who writes to players: a message without a reward is support's; a reward is money out of the house. */
const TEXT_ROLES: ReadonlySet<StaffRole> = new Set<StaffRole>(['owner', 'support']);
const REWARD_ROLES: ReadonlySet<StaffRole> = new Set<StaffRole>(['owner', 'finance']);

/** A player's page and actions lock/unlock only: a closed account is not reopened from here. */
export type LockStatus = Extract<PlayerStatus, 'active' | 'blocked'>;

const statusOf = (player: PlayerRow): PlayerStatus =>
  isPlayerStatus(player.status) ? player.status : 'active';

/**
 * The back office's players: search across the staff member's sites, a player's page and statement,
 * and the actions (adjust the balance, lock or unlock, end sessions, send an inbox message). A player is
 * always looked up among the staff member's sites; each change commits with its audit entry.
 */
export class BackofficePlayers {
  private readonly db: Db;
  private readonly clock: () => Date;

  constructor(private readonly platform: Platform) {
    this.db = platform.database.db;
    this.clock = platform.clock;
  }

  search(actor: StaffActor, query: PlayerSearchQuery): Promise<{ rows: PlayerSearchRow[]; total: number }> {
    return searchPlayers(this.db, actor, query);
  }

  async detail(actor: StaffActor, siteId: number, accountId: string): Promise<PlayerDetail> {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    const [balances, live, protection] = await Promise.all([
      this.platform.operator.ledger.balance(player.id),
      new SessionStore(this.db, this.clock).live(player.id),
      this.platform.operator.playerProtection(site.key, player.accountId),
    ]);
    return { site, player, status: statusOf(player), balances, liveSessions: live.length, protection };
  }

  async statement(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    pageSize: number,
    beforeTransactionId?: number,
  ): Promise<StatementPage> {
    const { player } = await staffPlayer(this.db, actor, siteId, accountId);
    return playerStatement(this.platform.operator.ledger, player.id, pageSize, beforeTransactionId);
  }

  /** The player's game rounds, newest first, as the player's own history shows them. */
  async rounds(actor: StaffActor, siteId: number, accountId: string, page: number, pageSize: number) {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    return this.platform.play.playerRounds(site.key, player.accountId, { page, pageSize });
  }

  /** The player's deposits and withdrawals, newest first, as the player's cashier history shows them. */
  async cashier(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    type: 'deposit' | 'withdrawal' | undefined,
    page: number,
    pageSize: number,
  ) {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    const siteRef = await this.platform.sites.get(site.key);
    if (!siteRef) throw backofficePlayerErrors.notFound();
    // The history reads the player only; no session of theirs is used or opened.
    const reader = { site: siteRef, player, sessionId: 0, sessionStartedAt: this.clock(), address: '' };
    return this.platform.cashier.transactions(reader, type, page, pageSize);
  }

  /** The player's sports bets, newest first, as the player's own bet history shows them. */
  async bets(actor: StaffActor, siteId: number, accountId: string, page: number, pageSize: number) {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    const siteRef = await this.platform.sites.get(site.key);
    if (!siteRef) throw backofficePlayerErrors.notFound();
    // The history reads the player only; no session of theirs is used or opened.
    const reader = { site: siteRef, player, sessionId: 0, sessionStartedAt: this.clock(), address: '' };
    return this.platform.betting.bets.list(reader, 'all', page, pageSize);
  }

  /**
   * Credits or debits the player's available game balance through the ledger's own posting (credit or
   * debit), in one transaction with the audit entry (balance before and after, the reason). The request
   * id is the posting's idempotency key: the same id again answers the first posting and posts nothing.
   */
  async adjust(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    input: AdjustInput,
    trail: AuditTrail,
  ): Promise<Adjustment> {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
    const reason = input.reason.trim();
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0)
      throw ledgerErrors.invalidAmount();
    if (reason === '') throw ledgerErrors.reasonRequired();
    if (reason.length > MAX_ADJUST_REASON) throw ledgerErrors.reasonTooLong();
    const kind = input.amountMinor > 0 ? 'credit' : 'debit';
    const amountMinor = Math.abs(input.amountMinor);
    const posting = await this.db.transaction(async (tx) => {
      const done = await createLedgerService(tx, this.clock).post[kind]({
        siteId: site.id,
        playerId: player.id,
        asset: 'game',
        amountMinor,
        // A namespace of the back office's own: a request id can never stand for another kind's key.
        idempotencyKey: `backoffice:${input.requestId.trim()}`,
        reason,
      });
      const signed = kind === 'credit' ? done.amountMinor : -done.amountMinor;
      await trail.ok(tx, {
        // The balance before is the one the posting started from (the ledger answers the one after).
        before: done.replayed ? null : { game_minor: done.availableAfterMinor - signed },
        after: {
          game_minor: done.availableAfterMinor,
          amount_minor: signed,
          reason: done.reason,
          transaction_id: done.transactionId,
          request_id: input.requestId.trim(),
          replayed: done.replayed,
        },
      });
      return done;
    });
    return {
      line: lineOf(posting),
      replayed: posting.replayed,
      balances: await this.platform.operator.ledger.balance(player.id),
    };
  }

  /** Locks (every live session ends at once) or unlocks a player; a closed account stays closed. */
  async setStatus(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    status: LockStatus,
    trail: AuditTrail,
  ): Promise<{ status: LockStatus; endedSessions: number }> {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(players).where(eq(players.id, player.id)).for('update');
      if (!row) throw backofficePlayerErrors.notFound();
      const before = statusOf(row);
      if (before === 'closed') throw backofficePlayerErrors.invalidStatus();
      await tx.update(players).set({ status, updatedAt: this.clock() }).where(eq(players.id, player.id));
      const endedSessions =
        status === 'blocked' ? await new SessionStore(tx, this.clock).revokeAll(player.id) : 0;
      await trail.ok(tx, {
        before: { status: before },
        after: { status, ended_sessions: endedSessions },
      });
      return { status, endedSessions };
    });
  }

  /** Ends every live session of the player; answers how many ended. */
  async endSessions(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    trail: AuditTrail,
  ): Promise<number> {
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
    return this.db.transaction(async (tx) => {
      const ended = await new SessionStore(tx, this.clock).revokeAll(player.id);
      await trail.ok(tx, { after: { ended_sessions: ended } });
      return ended;
    });
  }

  /**
   * Puts a plain-text message in the player's inbox, with or without a reward the player claims once;
   * answers its id. Without a reward: owner and support; with one (money out of the house): owner and
   * finance. The audit entry keeps the reward.
   */
  async sendMessage(
    actor: StaffActor,
    siteId: number,
    accountId: string,
    message: { title: string; body: string; reward?: MessageReward },
    trail: AuditTrail,
  ): Promise<number> {
    const { reward } = message;
    if (!(reward ? REWARD_ROLES : TEXT_ROLES).has(actor.role)) throw staffErrors.forbidden();
    const { site, player } = await staffPlayer(this.db, actor, siteId, accountId);
    trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
    if (reward) {
      const most = reward.asset === 'token' ? MAX_MESSAGE_REWARD_TOKENS : MAX_MESSAGE_REWARD_MINOR;
      if (!Number.isSafeInteger(reward.amountMinor) || reward.amountMinor <= 0 || reward.amountMinor > most)
        throw ledgerErrors.invalidAmount();
    }
    const siteRef = await this.platform.sites.get(site.key);
    if (!siteRef) throw backofficePlayerErrors.notFound();
    return this.db.transaction(async (tx) => {
      // Sending reads no wallet: the inbox's wallet is for a player's claim only.
      const inbox = new InboxService(tx, this.clock, this.platform.operator.ledger, () =>
        Promise.reject(new Error('no wallet in the back office')),
      );
      const id = await inbox.send(siteRef, player, {
        title: message.title,
        body: message.body,
        ...(reward ? { reward } : {}),
      });
      await trail.ok(tx, {
        after: {
          message_id: id,
          title: message.title.trim(),
          body: message.body.trim(),
          reward: reward ? { kind: reward.asset, amount_minor: reward.amountMinor } : null,
        },
      });
      return id;
    });
  }
}

/** The posting as the player's statement line of their available game balance. */
function lineOf(posting: Posting): StatementLine {
  return {
    transactionId: posting.transactionId,
    kind: posting.kind,
    asset: posting.asset,
    pocket: 'available' as const,
    amountMinor: posting.kind === 'debit' ? -posting.amountMinor : posting.amountMinor,
    balanceAfterMinor: posting.availableAfterMinor,
    reason: posting.reason,
    createdAt: posting.createdAt,
  };
}

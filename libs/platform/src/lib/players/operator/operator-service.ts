import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players, sites, smsOutbox } from '../../db/schema';
import { PlatformError } from '../../http/envelope';
import type { SiteRef, SiteServices } from '../../sites/site-types';
import type { AuthService } from '../auth/auth-service';
import type { NewPlayer } from '../auth/player-registration';
import type { LedgerKind, LedgerService, Posting } from '../ledger';
import { ledgerErrors, playerErrors } from '../player-errors';
import { findPlayer, isPlayerStatus, type PlayerRow, type PlayerStatus } from '../player-records';
import type { OutboxMessage, PlayerSummary } from './operator-types';

const siteNotFound = () => new PlatformError('siteNotFound', -404);
const MAX_OUTBOX = 1000;

/** What the operator command does to players, on the same services as the API. */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteServices,
    private readonly ledger: LedgerService,
    private readonly auth: AuthService,
  ) {}

  async site(siteKey: string): Promise<SiteRef> {
    const site = await this.sites.get(siteKey);
    if (!site) throw siteNotFound();
    return site;
  }

  async player(siteKey: string, accountId: string): Promise<{ site: SiteRef; player: PlayerRow }> {
    const site = await this.site(siteKey);
    const player = await findPlayer(this.db, site.id, accountId);
    if (!player) throw playerErrors.notFound();
    return { site, player };
  }

  async listPlayers(siteKey: string): Promise<PlayerSummary[]> {
    const site = await this.site(siteKey);
    const rows = await this.db
      .select()
      .from(players)
      .where(eq(players.siteId, site.id))
      .orderBy(players.accountId);
    const balances = await this.ledger.siteBalances(site.id);
    return rows.map((row) => ({
      accountId: row.accountId,
      fullName: row.fullName,
      contactPhone: row.contactPhone,
      contactEmail: row.contactEmail,
      status: isPlayerStatus(row.status) ? row.status : 'active',
      phoneVerified: row.phoneVerifiedAt !== null,
      createdAt: row.createdAt,
      lastLoginAt: row.lastLoginAt,
      gameBalanceMinor: balances.get(row.id)?.gameMinor ?? 0,
      bonusGameMinor: balances.get(row.id)?.bonusGameMinor ?? 0,
      tokens: balances.get(row.id)?.tokens ?? 0,
      frozenTokens: balances.get(row.id)?.frozenTokens ?? 0,
    }));
  }

  /** A credit or debit of the game balance by the operator, with the reason kept in the ledger. */
  async adjust(
    kind: Extract<LedgerKind, 'credit' | 'debit'>,
    siteKey: string,
    accountId: string,
    amountMinor: number,
    reason: string,
    idempotencyKey: string,
  ): Promise<Posting> {
    if (reason.trim() === '') throw ledgerErrors.reasonRequired();
    const { site, player } = await this.player(siteKey, accountId);
    return this.ledger.post[kind]({
      siteId: site.id,
      playerId: player.id,
      asset: 'game',
      amountMinor,
      // The operator's keys have a namespace of their own: an id such as `inbox:35` can never take the
      // place of the posting of the player's inbox reward 35 (or of any other kind's).
      idempotencyKey: `operator:${idempotencyKey}`,
      reason: reason.trim(),
    });
  }

  async readOutbox(siteKey?: string, limit = 100): Promise<OutboxMessage[]> {
    const site = siteKey === undefined ? undefined : await this.site(siteKey);
    const rows = await this.db
      .select({ message: smsOutbox, siteKey: sites.key })
      .from(smsOutbox)
      .innerJoin(sites, eq(sites.id, smsOutbox.siteId))
      .where(site ? eq(smsOutbox.siteId, site.id) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(Math.min(Math.max(1, limit), MAX_OUTBOX));
    return rows.map(({ message, siteKey: key }) => ({
      id: message.id,
      siteKey: key,
      phone: message.phone,
      text: message.body,
      createdAt: message.createdAt,
    }));
  }

  /** Blocking or closing keeps the sessions: every member call then answers BLOCK or CLOSE. */
  async setPlayerStatus(siteKey: string, accountId: string, status: PlayerStatus): Promise<void> {
    if (!isPlayerStatus(status)) throw new PlatformError('invalidStatus', -400, 400);
    const { player } = await this.player(siteKey, accountId);
    await this.db.update(players).set({ status }).where(eq(players.id, player.id));
  }

  async createPlayer(siteKey: string, input: NewPlayer): Promise<PlayerRow> {
    return this.auth.createPlayer(await this.site(siteKey), input);
  }
}

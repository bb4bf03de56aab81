import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deposits } from './cashier';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A site's promotion, set by the operator: a deposit bonus pays bonus_percent of the next qualifying
 * deposit (at least min_deposit_minor, at most max_bonus_minor of bonus) into the player's bonus pocket;
 * it becomes cash once bets of wagering_multiplier × the bonus are kept within valid_days. A free-spin
 * offer grants free_spin_rounds free rounds in one slot at opt-in, to be played within valid_days (its
 * deposit-bonus columns are 0).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    terms: text('terms').notNull(),
    bonusPercent: integer('bonus_percent').notNull(),
    maxBonusMinor: bigint('max_bonus_minor', { mode: 'number' }).notNull(),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }).notNull(),
    wageringMultiplier: numeric('wagering_multiplier', { precision: 6, scale: 2 }).notNull(),
    validDays: integer('valid_days').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** free_spins: the rounds granted at opt-in, in one slot of a provider, at most freeSpinBetMinor each. */
    freeSpinRounds: integer('free_spin_rounds'),
    freeSpinProvider: text('free_spin_provider'),
    freeSpinGame: text('free_spin_game'),
    freeSpinBetMinor: bigint('free_spin_bet_minor', { mode: 'number' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('promotions_site_code_unique').on(t.siteId, t.code),
    check('promotions_kind_check', sql`${t.kind} in ('deposit_bonus', 'free_spins')`),
    check(
      'promotions_free_spins_check',
      sql`${t.kind} <> 'free_spins' or (${t.freeSpinRounds} between 1 and 1000 and ${t.freeSpinBetMinor} > 0
        and ${t.freeSpinProvider} is not null and ${t.freeSpinGame} is not null)`,
    ),
    check(
      'promotions_terms_check',
      sql`${t.validDays} between 1 and 365 and (${t.kind} <> 'deposit_bonus' or (${t.bonusPercent} between 1 and 1000
        and ${t.maxBonusMinor} > 0 and ${t.minDepositMinor} > 0 and ${t.wageringMultiplier} >= 0))`,
    ),
  ],
);

/**
 * A player's bonus from a promotion: opted_in until the qualifying deposit grants it (active), then
 * completed (the wagering met, the bonus released to cash), expired or forfeited. At most one opted_in or
 * active bonus per player.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    state: text('state').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'number' }).notNull().default(0),
    optedInAt: at('opted_in_at').notNull(),
    grantedAt: at('granted_at'),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    // One bonus per deposit: a notification delivered twice grants once.
    unique('player_bonuses_deposit_unique').on(t.depositId),
    uniqueIndex('player_bonuses_one_open_idx')
      .on(t.playerId)
      .where(sql`${t.state} in ('opted_in', 'active')`),
    index('player_bonuses_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
    index('player_bonuses_player_idx').on(t.playerId, t.id),
    check(
      'player_bonuses_state_check',
      sql`${t.state} in ('opted_in', 'active', 'completed', 'expired', 'forfeited')`,
    ),
    check('player_bonuses_amounts_check', sql`${t.amountMinor} >= 0 and ${t.wageringRequiredMinor} >= 0`),
  ],
);

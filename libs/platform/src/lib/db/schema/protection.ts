import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './players';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player's own limits, one row per kind and period: deposit and loss limits per rolling window (24h, 7d,
 * 30d; the value in minor units of the site currency), the session time limit and the reality-check
 * interval (period 'session'; the value in minutes). A null value is no limit. An increase or a removal
 * waits out the cooling-off: it is pending_value from pending_effective_at on (null: removed), which every
 * reader applies from that moment on (protection_limit_value, migration 0013), so no job has to run.
 *
 * operator_cap is the limit staff impose on the same kind and period (minor units, or minutes for the
 * session limit; null: none). It sits on the player's own row, not in a table of its own, so that every
 * reader of a limit reads it in the same row and lock: the limit in force is the lower of the player's own
 * value and the cap (protection_limit_value's five-argument form, migration 0034). The player may lower
 * their own value under it but cannot raise their own above it nor remove it while the cap stands.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    /** Set while a change waits: from then on pending_value is the limit. */
    pendingEffectiveAt: at('pending_effective_at'),
    operatorCap: bigint('operator_cap', { mode: 'number' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('player_limits_player_kind_period_unique').on(t.playerId, t.kind, t.period),
    check(
      'player_limits_kind_check',
      sql`(${t.kind} in ('deposit', 'loss') and ${t.period} in ('24h', '7d', '30d')) or (${t.kind} in ('session', 'reality_check') and ${t.period} = 'session')`,
    ),
    check(
      'player_limits_value_check',
      sql`(${t.value} is null or ${t.value} > 0) and (${t.pendingValue} is null or ${t.pendingEffectiveAt} is not null)`,
    ),
    check(
      'player_limits_operator_cap_check',
      sql`${t.operatorCap} is null or (${t.operatorCap} > 0 and ${t.kind} <> 'reality_check')`,
    ),
  ],
);

/** Every change of a limit, never changed or removed: who asked, from where, the old and new value, when it applies. */
export const playerLimitChanges = pgTable(
  'player_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    oldValue: bigint('old_value', { mode: 'number' }),
    /** Null: the limit removed. */
    newValue: bigint('new_value', { mode: 'number' }),
    effectiveAt: at('effective_at').notNull(),
    createdAt: at('created_at').notNull(),
    /** 'player', or 'operator:<name>'. */
    actor: text('actor').notNull(),
    address: text('address').notNull().default(''),
  },
  (t) => [index('player_limit_changes_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * Time-outs and self-exclusions: from starts_at to ends_at the player cannot sign in, deposit or play on
 * the site. Rows are never shortened or removed; a longer one is a new row, and the latest end counts.
 */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull(),
    actor: text('actor').notNull(),
    address: text('address').notNull().default(''),
  },
  (t) => [
    index('player_exclusions_player_idx').on(t.playerId, t.endsAt),
    check('player_exclusions_kind_check', sql`${t.kind} in ('timeout', 'self_exclusion')`),
    check('player_exclusions_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Free rounds the operator granted a player in one studio slot (a wheel prize, a free-spin promotion, the
 * operator's command). The platform keeps the count: the studio learns of the grant from the wallet's
 * authenticate and balance answers and sends each free round as a bet naming it (docs/wallet-protocol.md),
 * which takes no money and uses one round. source_key makes a grant happen once per cause.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    rounds: integer('rounds').notNull(),
    roundsLeft: integer('rounds_left').notNull(),
    /** The most one free round stakes, in minor units of the player's currency. */
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull(),
    /** wheel, promotion or operator. */
    source: text('source').notNull(),
    /** The cause, unique: 'minigame:<round id>', 'promotion:<promotion id>:<player id>', 'operator:<key>'. */
    sourceKey: text('source_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When the last round was used. */
    usedAt: at('used_at'),
  },
  (t) => [
    index('free_round_grants_player_idx').on(t.playerId, t.providerCode, t.gameCode),
    check('free_round_grants_source_check', sql`${t.source} in ('wheel', 'promotion', 'operator')`),
    check(
      'free_round_grants_rounds_check',
      sql`${t.rounds} between 1 and 1000 and ${t.roundsLeft} between 0 and ${t.rounds} and ${t.betMinor} > 0`,
    ),
  ],
);

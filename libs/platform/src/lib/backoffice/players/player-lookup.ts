import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites } from '../../db/schema';
import { findPlayer, type PlayerRow } from '../../players/player-records';
import { mayTouchSite, type StaffActor } from '../staff/staff-types';
import { backofficePlayerErrors } from './player-errors';

/** A player's site as the player's page shows it. */
export interface PlayerSite {
  id: number;
  key: string;
  name: string;
  currency: string;
}

/** A player the staff member may touch, with their site. */
export interface StaffPlayer {
  site: PlayerSite;
  player: PlayerRow;
}

/**
 * The player of a site by account id, for a staff member: a player of a site they may not touch
 * answers exactly as one that does not exist (playerNotFound), so nothing tells them it is there.
 */
export async function staffPlayer(
  db: Db,
  actor: StaffActor,
  siteId: number,
  accountId: string,
): Promise<StaffPlayer> {
  if (!mayTouchSite(actor, siteId)) throw backofficePlayerErrors.notFound();
  const [site] = await db
    .select({ id: sites.id, key: sites.key, name: sites.name, currency: sites.currency })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site) throw backofficePlayerErrors.notFound();
  const player = await findPlayer(db, site.id, accountId);
  if (!player) throw backofficePlayerErrors.notFound();
  return { site, player };
}

import { PLAYS_AS, type PlaysAs } from '@wl/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { gameProviders, games } from '../../db/schema';

/** How many games one describe request carries (the protocol's limit, docs/wallet-protocol.md). */
const PAGE = 1000;
const TIMEOUT_MS = 10_000;

const describeAnswer = z.object({
  games: z
    .array(z.object({ game_code: z.string().max(128), plays_as: z.string().max(32).nullable() }))
    .max(PAGE),
});

export interface CatalogueSyncResult {
  /** Games the provider described. */
  described: number;
  /** Of them, games that play as another kind's engine. */
  standIns: number;
  /** Rows whose plays_as changed. */
  changed: number;
  /** Engines the platform cannot name on a tile (kept as null, so the tile says nothing). */
  unknown: string[];
}

const known = new Set<string>(PLAYS_AS);

/** Asks a provider what its games play as, page by page, and stores the answers. */
export async function syncCatalogue(db: Db, providerCode: string): Promise<CatalogueSyncResult> {
  const [provider] = await db
    .select({ launchUrl: gameProviders.launchUrl })
    .from(gameProviders)
    .where(eq(gameProviders.code, providerCode))
    .limit(1);
  if (!provider) throw new Error(`There is no provider "${providerCode}".`);
  if (!provider.launchUrl) throw new Error(`Provider ${providerCode} has no launch URL yet.`);
  const endpoint = `${new URL(provider.launchUrl).origin}/api/catalogue/describe`;
  const list = await db
    .select({ game_code: games.gameCode, game_type: games.gameType, game_name: games.gameName })
    .from(games)
    .where(eq(games.providerCode, providerCode))
    .orderBy(asc(games.gameCode));

  const result: CatalogueSyncResult = { described: 0, standIns: 0, changed: 0, unknown: [] };
  for (let start = 0; start < list.length; start += PAGE) {
    const page = list.slice(start, start + PAGE);
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ games: page }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${endpoint} answered HTTP ${response.status}.`);
    const answer = describeAnswer.safeParse(await response.json());
    if (!answer.success)
      throw new Error(`${endpoint} answered something that is not a catalogue description.`);
    const described = answer.data.games.map(({ game_code, plays_as }) => {
      if (plays_as !== null && !known.has(plays_as)) result.unknown.push(plays_as);
      return { game_code, plays_as: plays_as !== null && known.has(plays_as) ? (plays_as as PlaysAs) : null };
    });
    result.described += described.length;
    result.standIns += described.filter((d) => d.plays_as !== null).length;
    result.changed += await storePlaysAs(db, providerCode, described);
  }
  result.unknown = [...new Set(result.unknown)];
  return result;
}

/** One statement per page; only rows whose value differs are written. */
async function storePlaysAs(
  db: Db,
  providerCode: string,
  described: { game_code: string; plays_as: PlaysAs | null }[],
): Promise<number> {
  if (described.length === 0) return 0;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    UPDATE ${games} SET plays_as = d.plays_as
    FROM jsonb_to_recordset(${JSON.stringify(described)}::jsonb) AS d(game_code text, plays_as text)
    WHERE ${games.providerCode} = ${providerCode} AND ${games.gameCode} = d.game_code
      AND ${games.playsAs} IS DISTINCT FROM d.plays_as
    RETURNING ${games.id}`,
  );
  return rows.length;
}

export interface CatalogueSyncLoop {
  stop(): void;
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;
const REFRESH_MS = 6 * 60 * 60_000;

/**
 * Keeps every enabled provider's plays_as in step with its catalogue answer: at start (the demo studio
 * may still be starting, so a failure is retried with back-off up to five minutes apart), then every six
 * hours. Several server instances each sync; the writes are idempotent.
 */
export function keepCataloguesInSync(
  db: Db,
  log: (message: string, details: Record<string, unknown>) => void,
): CatalogueSyncLoop {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => Promise<void>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  // One line when a provider's sync first fails and one when it recovers, not one per retry: a site
  // server started before its studio would otherwise log every provider at every back-off.
  const failing = new Set<string>();
  const syncOne = async (code: string, retryMs: number): Promise<void> => {
    if (stopped) return;
    try {
      const result = await syncCatalogue(db, code);
      if (failing.delete(code)) log('catalogue sync recovered', { code });
      if (result.unknown.length > 0) log('catalogue names engines the lobby cannot', { code, ...result });
      later(REFRESH_MS, () => syncOne(code, RETRY_FIRST_MS));
    } catch (error) {
      if (stopped) return;
      if (!failing.has(code))
        log('catalogue sync failed; retrying with back-off', { code, error: String(error) });
      failing.add(code);
      later(retryMs, () => syncOne(code, Math.min(retryMs * 2, RETRY_MAX_MS)));
    }
  };
  later(0, async () => {
    const providers = await db
      .select({ code: gameProviders.code })
      .from(gameProviders)
      .where(and(eq(gameProviders.enabled, true), ne(gameProviders.launchUrl, '')))
      .catch(() => []);
    await Promise.all(providers.map(({ code }) => syncOne(code, RETRY_FIRST_MS)));
  });
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

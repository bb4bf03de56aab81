import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@wl/money';
import type { Platform, PromotionInput, PromotionRow } from '@wl/platform';

export const PROMOTION_USAGE = `  promotions list --site <key> [--json]   (--json: the list as promotions set takes it, to edit and set again)
  promotions set --site <key> --json '<[{"code","title","terms","bonusPercent","maxBonusMinor","minDepositMinor",
            "wageringMultiplier","validDays","startsAt","endsAt","position","active"}]>'
            (the whole list, checked before anything changes; by code: a listed code is added or changed, a
            code left out is switched off; amounts in minor units; opt-ins of a switched-off promotion end;
            a free-spin offer: "kind":"free_spins" with "freeSpinRounds","freeSpinProvider","freeSpinGame",
            "freeSpinBetMinor" in place of the bonus fields)
  freespins grant --site <key> --account <account_id> --provider <code> --game <code> --rounds <n>
            --amount <stake of a spin, 1.00> [--days <n, default 7>] [--id <idempotency key>]
            (free rounds in a slot the site offers, played in the game; granted once per --id)`;

export const PROMOTION_COMMANDS = ['promotions list', 'promotions set', 'freespins grant'];

export interface PromotionFlags {
  site?: string;
  json?: string;
  account?: string;
  provider?: string;
  game?: string;
  rounds?: string;
  amount?: string;
  days?: string;
  id?: string;
}

interface Output {
  log(text: string): void;
  table(rows: readonly object[]): void;
}

async function siteKey(platform: Platform, flags: PromotionFlags): Promise<string> {
  const key = flags.site?.trim();
  if (!key) throw new Error('--site is required');
  if (!(await platform.sites.get(key))) throw new Error(`No site with key ${key}`);
  return key;
}

function parseList(text: string | undefined): PromotionInput[] {
  if (text === undefined || text.trim() === '') throw new Error('--json is required');
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new Error('--json is not valid JSON');
  }
  if (!Array.isArray(list)) throw new Error('--json is a list of promotions');
  // Each entry is checked whole by the platform (promotionInput) before anything is written.
  return list as PromotionInput[];
}

/** A stored promotion as `promotions set` takes it, so a listed promotion can be edited and set again. */
function asInput(row: PromotionRow): PromotionInput {
  return {
    code: row.code,
    kind: row.kind,
    title: row.title,
    terms: row.terms,
    bonusPercent: row.bonusPercent,
    maxBonusMinor: row.maxBonusMinor,
    minDepositMinor: row.minDepositMinor,
    wageringMultiplier: row.wageringMultiplier,
    ...(row.freeSpins
      ? {
          bonusPercent: undefined,
          maxBonusMinor: undefined,
          minDepositMinor: undefined,
          wageringMultiplier: undefined,
          freeSpinRounds: row.freeSpins.rounds,
          freeSpinProvider: row.freeSpins.providerCode,
          freeSpinGame: row.freeSpins.gameCode,
          freeSpinBetMinor: row.freeSpins.betMinor,
        }
      : {}),
    validDays: row.validDays,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    position: row.position,
    active: row.active,
  };
}

/** One line per promotion for the console; the terms are long, so only their start shows. */
function asTableRow(row: PromotionRow) {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: row.title,
    active: row.active,
    percent: row.bonusPercent,
    maxBonusMinor: row.maxBonusMinor,
    minDepositMinor: row.minDepositMinor,
    wagering: row.wageringMultiplier,
    days: row.validDays,
    startsAt: row.startsAt?.toISOString() ?? '-',
    endsAt: row.endsAt?.toISOString() ?? '-',
    position: row.position,
    terms: row.terms.length > 40 ? `${row.terms.slice(0, 39)}…` : row.terms,
  };
}

/** A whole number flag within bounds. */
function count(value: string | undefined, name: string, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number ${min} to ${max}`);
  return n;
}

/** Free rounds for one player, granted by the operator (once per --id). */
async function grantFreeSpins(platform: Platform, flags: PromotionFlags, out: Output): Promise<void> {
  const key = await siteKey(platform, flags);
  const accountId = flags.account?.trim();
  if (!accountId) throw new Error('--account is required');
  const player = await platform.operator.findPlayer(key, accountId);
  if (!player) throw new Error(`No player ${accountId} on ${key}`);
  const site = await platform.sites.get(key);
  if (!site) throw new Error(`No site with key ${key}`);
  const providerCode = flags.provider?.trim();
  const gameCode = flags.game?.trim();
  if (!providerCode || !gameCode) throw new Error('--provider and --game are required');
  if (!flags.amount) throw new Error('--amount is required');
  const betMinor = toMinorUnits(flags.amount, site.currency);
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) throw new Error('--amount must be a stake above 0');
  const sourceKey = `operator:${flags.id?.trim() || randomUUID()}`;
  const granted = await platform.play.freeRounds.grant({
    siteId: site.id,
    playerId: player.id,
    providerCode,
    gameCode,
    rounds: count(flags.rounds, 'rounds', 1, 1_000),
    betMinor,
    validDays: count(flags.days, 'days', 1, 365, 7),
    source: 'operator',
    sourceKey,
  });
  out.log(
    granted.created
      ? `Granted free spins ${granted.id} to ${accountId} (key ${sourceKey})`
      : `Already granted under ${sourceKey}: free spins ${granted.id}, nothing changed`,
  );
}

/** The operator's promotion commands: a site's promotions, listed or set whole; free spins granted. */
export async function runPromotionCommand(
  platform: Platform,
  command: string,
  flags: PromotionFlags,
  out: Output,
): Promise<void> {
  const { promotions } = platform.rewards;
  switch (command) {
    case 'promotions list': {
      const rows = await promotions.listPromotions(await siteKey(platform, flags));
      if (flags.json === undefined) out.table(rows.map(asTableRow));
      else out.log(JSON.stringify(rows.map(asInput), null, 2));
      return;
    }
    case 'promotions set': {
      const key = await siteKey(platform, flags);
      const rows = await promotions.setPromotions(key, parseList(flags.json));
      out.table(rows.map(asTableRow));
      return;
    }
    case 'freespins grant':
      return grantFreeSpins(platform, flags, out);
    default:
      throw new Error(`Unknown promotions command "${command}"`);
  }
}

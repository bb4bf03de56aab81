import type { Platform, PromotionInput, PromotionRow } from '@wl/platform';

export const PROMOTION_USAGE = `  promotions list --site <key> [--json]   (--json: the list as promotions set takes it, to edit and set again)
  promotions set --site <key> --json '<[{"code","title","terms","bonusPercent","maxBonusMinor","minDepositMinor",
            "wageringMultiplier","validDays","startsAt","endsAt","position","active"}]>'
            (the whole list, checked before anything changes; by code: a listed code is added or changed, a
            code left out is switched off; amounts in minor units; opt-ins of a switched-off promotion end)`;

export const PROMOTION_COMMANDS = ['promotions list', 'promotions set'];

export interface PromotionFlags {
  site?: string;
  json?: string;
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

/** The operator's promotion commands: a site's promotions, listed or set whole. */
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
    default:
      throw new Error(`Unknown promotions command "${command}"`);
  }
}

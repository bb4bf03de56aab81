import { currencyDigits } from '@wl/money';
import type { Platform } from '../platform';
import type { ActivityInput } from '../sites/activity/activity-types';
import type { GameInput } from '../sites/games/game-types';
import type { SiteRef } from '../sites/site-types';
import { seededRandom } from '../sites/seeded-random';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Players of the public feeds (shown masked: de***88). */
const ACCOUNTS = [
  'dennis88',
  'maria_lim',
  'jun2024',
  'kenji77',
  'linh_nguyen',
  'arif21',
  'rahul_k',
  'sofia03',
  'tranminh',
  'aizat12',
  'priya_s',
  'chenwei8',
  'oleg_v',
  'carlos9',
  'nadia_r',
  'budi_santoso',
  'marco_p',
  'ana_reyes',
  'hiro55',
  'somchai7',
  'farah_n',
  'ivan_k',
  'mei_ling',
  'joseph23',
];

/**
 * A past for the demo site's public feeds, relative to the platform clock: sign-ups over two months,
 * deposits and wins over two days, withdrawals over two days with some in the last hour.
 */
export async function seedSiteActivity(
  platform: Platform,
  site: Pick<SiteRef, 'id' | 'currency'>,
  seed: string,
  offeredGames: GameInput[],
): Promise<void> {
  const random = seededRandom(`activity:${seed}`);
  const now = platform.clock().getTime();
  const at = (maxAgeMs: number) => new Date(now - Math.floor(random() * maxAgeMs) - 60_000);
  const account = () => ACCOUNTS[Math.floor(random() * ACCOUNTS.length)] ?? 'player1';
  // Whole tens of the currency's major unit, held in its minor units.
  const minorPerMajor = 10 ** currencyDigits(site.currency);
  const amount = (min: number, max: number) =>
    Math.round((min + random() * (max - min)) / 10) * 10 * minorPerMajor;
  const activities: ActivityInput[] = [];

  for (const accountId of ACCOUNTS) {
    activities.push({ kind: 'register', accountId, amountMinor: 0, occurredAt: at(60 * DAY_MS) });
  }
  for (let i = 0; i < 16; i++) {
    activities.push({
      kind: 'deposit',
      accountId: account(),
      amountMinor: amount(100, 20_000),
      occurredAt: at(2 * DAY_MS),
    });
  }
  for (let i = 0; i < 12; i++) {
    const occurredAt = i < 3 ? at(50 * 60 * 1000) : at(2 * DAY_MS);
    activities.push({
      kind: 'withdrawal',
      accountId: account(),
      amountMinor: amount(200, 50_000),
      occurredAt,
    });
  }
  for (let i = 0; i < 14 && offeredGames.length > 0; i++) {
    const game = offeredGames[Math.floor(random() * offeredGames.length)];
    if (!game) continue;
    activities.push({
      kind: 'win',
      accountId: account(),
      amountMinor: amount(500, 250_000),
      providerCode: game.providerCode,
      gameName: game.gameName,
      occurredAt: at(2 * DAY_MS),
    });
  }
  await platform.sites.activity.recordAll(site.id, activities);
}

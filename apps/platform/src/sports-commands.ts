import { currencyDigits, formatMinor, toMinorUnits } from '@wl/money';
import type { Platform } from '@wl/platform';

export const SPORTS_USAGE = `  sports feed [--at <ISO date>]   (moves the match feed to --at, default now: states, scores, prices;
            settles the bets of the matches that ended; a server's feed does it every few seconds)
  sports correct --match <id> --score <2-1> --ht <1-0> [--first <H|A>] [--last <H|A>]
            (a finished match's result corrected: its settled bets are settled again, the difference
            posted once; first and last goal default to the side of the only goals when one side scored)
  sports settle                   (settles the open bets whose matches have results; the job does it every
            minute)
  sportsbook limits --site <key>
  sportsbook set --site <key> --min <stake> --max <stake> --max-payout <amount> [--cash-out-margin <percent>]
            (amounts in the site currency, 10.00; the margin a cash out keeps, default 5)`;

export const SPORTS_COMMANDS = [
  'sports feed',
  'sports correct',
  'sports settle',
  'sportsbook limits',
  'sportsbook set',
];

export interface SportsFlags {
  site?: string;
  at?: string;
  min?: string;
  max?: string;
  'max-payout'?: string;
  'cash-out-margin'?: string;
  match?: string;
  score?: string;
  ht?: string;
  first?: string;
  last?: string;
}

function goalsOf(text: string | undefined, name: string): [number, number] {
  const found = /^(\d{1,2})-(\d{1,2})$/.exec(text?.trim() ?? '');
  if (!found) throw new Error(`--${name} must be a score like 2-1`);
  return [Number(found[1]), Number(found[2])];
}

function sideOf(text: string | undefined, home: number, away: number): 'H' | 'A' | null {
  if (text === undefined)
    return home + away === 0 ? null : home > 0 && away === 0 ? 'H' : away > 0 && home === 0 ? 'A' : null;
  const side = text.trim().toUpperCase();
  if (side !== 'H' && side !== 'A') throw new Error('--first and --last are H or A');
  return side;
}

interface Output {
  log(text: string): void;
  table(rows: readonly object[]): void;
}

async function siteOf(platform: Platform, flags: SportsFlags) {
  const key = flags.site?.trim();
  if (!key) throw new Error('--site is required');
  const site = await platform.sites.get(key);
  if (!site) throw new Error(`No site with key ${key}`);
  return site;
}

function amount(value: string | undefined, name: string, currency: string): number {
  if (!value) throw new Error(`--${name} is required`);
  const minor = toMinorUnits(value, currency);
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new Error(`--${name} must be an amount above 0`);
  return minor;
}

/** The operator's sportsbook commands: driving the feed, settling, a site's limits. */
export async function runSportsCommand(
  platform: Platform,
  command: string,
  flags: SportsFlags,
  out: Output,
): Promise<void> {
  const { betting } = platform;
  switch (command) {
    case 'sports feed': {
      const at = flags.at ? new Date(flags.at) : new Date();
      if (Number.isNaN(at.getTime())) throw new Error('--at must be a date like 2026-12-01T20:00:00Z');
      const tick = await betting.tick(at);
      out.log(
        `Feed at ${at.toISOString()}: ${tick.matches} matches changed, ${tick.lines} prices written, ` +
          `${tick.results.length} results settled.`,
      );
      return;
    }
    case 'sports correct': {
      const matchId = Number(flags.match);
      if (!Number.isInteger(matchId) || matchId <= 0) throw new Error('--match is a match id');
      const [home, away] = goalsOf(flags.score, 'score');
      const [htHome, htAway] = goalsOf(flags.ht, 'ht');
      const firstGoal = sideOf(flags.first, home, away);
      const lastGoal = sideOf(flags.last, home, away);
      if (home + away > 0 && (firstGoal === null || lastGoal === null)) {
        throw new Error('--first and --last are needed when both sides scored');
      }
      const again = await betting.settlement.correctScore(matchId, {
        home,
        away,
        htHome,
        htAway,
        firstGoal,
        lastGoal,
      });
      out.log(
        `Match ${matchId} corrected to ${home}-${away} (half time ${htHome}-${htAway}): ${again} bets settled again.`,
      );
      return;
    }
    case 'sports settle':
      out.log(`Settled ${await betting.settlement.settleDue()} bets.`);
      return;
    case 'sportsbook limits': {
      const site = await siteOf(platform, flags);
      const limits = await betting.limits.get(site.id, site.currency);
      const money = (minor: number) => formatMinor(minor, site.currency);
      out.table([
        {
          site: site.key,
          minStake: money(limits.minStakeMinor),
          maxStake: money(limits.maxStakeMinor),
          maxPayout: money(limits.maxPayoutMinor),
          cashOutMargin: `${limits.cashOutMarginBp / 100} %`,
        },
      ]);
      return;
    }
    case 'sportsbook set': {
      const site = await siteOf(platform, flags);
      const margin = Number(flags['cash-out-margin'] ?? '5');
      if (!Number.isFinite(margin) || margin < 0 || margin > 50) {
        throw new Error('--cash-out-margin must be a percent from 0 to 50');
      }
      const limits = {
        minStakeMinor: amount(flags.min, 'min', site.currency),
        maxStakeMinor: amount(flags.max, 'max', site.currency),
        maxPayoutMinor: amount(flags['max-payout'], 'max-payout', site.currency),
        cashOutMarginBp: Math.round(margin * 100),
      };
      if (limits.maxStakeMinor < limits.minStakeMinor) throw new Error('--max must be at least --min');
      if (limits.maxPayoutMinor < limits.maxStakeMinor)
        throw new Error('--max-payout must be at least --max');
      await betting.limits.set(site.id, limits);
      out.log(
        `${site.key}: stakes ${formatMinor(limits.minStakeMinor, site.currency)} to ` +
          `${formatMinor(limits.maxStakeMinor, site.currency)}, payout at most ` +
          `${formatMinor(limits.maxPayoutMinor, site.currency)}, cash out keeps ${margin} % ` +
          `(${currencyDigits(site.currency)} decimals).`,
      );
      return;
    }
    default:
      throw new Error(`Unknown sports command "${command}"`);
  }
}

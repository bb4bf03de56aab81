import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { Platform } from '@wl/platform';
import { formatMinor, toMinorUnits } from '@wl/money';
import { PROMOTION_COMMANDS, PROMOTION_USAGE, runPromotionCommand } from './promotion-commands';
import { REWARDS_COMMANDS, REWARDS_USAGE, runRewardsCommand } from './rewards-commands';
import { SPORTS_COMMANDS, SPORTS_USAGE, runSportsCommand } from './sports-commands';
import { STAFF_COMMANDS, STAFF_USAGE, runStaffCommand } from './staff-commands';

export const USAGE = `Operator command of the white-label platform (same services as the API).

  sites list
  sites set --key <key> --name <name> --host <host> [--host <host>...] --theme <code> --color <colour>
            --currency <ISO> [--logo1 <url>] [--logo2 <url>] [--logo3 <url>]
  sites maintenance --key <key> --start <ISO date> --end <ISO date>
  sites maintenance --key <key> --off
  players list --site <key>
  players credit --site <key> --account <account_id> --amount <12.50> --reason <text> [--id <idempotency key>]
  players debit  --site <key> --account <account_id> --amount <12.50> --reason <text> [--id <idempotency key>]
  players status --site <key> --account <account_id> --status <active|blocked|closed>
  players limits --site <key> --account <account_id>   (limits, pending changes, exclusions and history; read only)
  rounds list --site <key> --account <account_id> [--page <n>]
  rounds close --provider <code> --round <round id>   (a round a provider left open: its unpaid bets refunded)
  providers set --code <code> [--launch-url <url>] [--secret <wallet secret>] [--currency <ISO>...]
                [--enabled <yes|no>]
  providers sync --code <code>        (asks the provider what each game plays as; the lobby tiles say it)
  withdrawals pending [--site <key>]   (waiting for a decision, or approved and not yet paid)
  withdrawals approve --id <wd_…>       (the payout goes to the payment provider)
  withdrawals reject --id <wd_…> --reason <text the player reads>   (the hold returns to the player)
  deposits list --status <created|pending|completed|failed|expired|cancelled> [--site <key>]
  payments flagged                    (PSP notifications not acted on: amount or reference mismatches)
  payments provider --code <code> --name <name> --api-url <url> --merchant <id> --secret <secret>
  cashier settings --site <key> [--max-pending <n>] [--per-day <n>] [--wagering-percent <n>]
  sms outbox [--site <key>]
  sessions purge                      (deletes dead sessions, used codes and old rate counters, players' and
                                      staff's; run it daily)
${REWARDS_USAGE}
${PROMOTION_USAGE}
${SPORTS_USAGE}
${STAFF_USAGE}

Database: DATABASE_URL (PostgreSQL) or PGLITE_DIR (default .data/pglite). PGlite allows one process:
stop the site server first, or run both on PostgreSQL.`;

const options = {
  key: { type: 'string' },
  name: { type: 'string' },
  host: { type: 'string', multiple: true },
  theme: { type: 'string' },
  color: { type: 'string' },
  currency: { type: 'string', multiple: true },
  logo1: { type: 'string' },
  logo2: { type: 'string' },
  logo3: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  off: { type: 'boolean' },
  site: { type: 'string' },
  account: { type: 'string' },
  amount: { type: 'string' },
  reason: { type: 'string' },
  id: { type: 'string' },
  status: { type: 'string' },
  provider: { type: 'string' },
  round: { type: 'string' },
  page: { type: 'string' },
  code: { type: 'string' },
  'launch-url': { type: 'string' },
  'api-url': { type: 'string' },
  merchant: { type: 'string' },
  'max-pending': { type: 'string' },
  'per-day': { type: 'string' },
  'wagering-percent': { type: 'string' },
  secret: { type: 'string' },
  enabled: { type: 'string' },
  json: { type: 'string' },
  at: { type: 'string' },
  game: { type: 'string' },
  rounds: { type: 'string' },
  days: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  'max-payout': { type: 'string' },
  'cash-out-margin': { type: 'string' },
  match: { type: 'string' },
  score: { type: 'string' },
  ht: { type: 'string' },
  first: { type: 'string' },
  last: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  sites: { type: 'string' },
  password: { type: 'string' },
  help: { type: 'boolean' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

function required(flags: Flags, name: keyof Flags): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`--${name} is required`);
  return value.trim();
}

/** A flag that may repeat, given exactly once. */
function requiredOne(values: string[] | undefined, name: string): string {
  if (values?.length !== 1 || !values[0]?.trim()) throw new Error(`--${name} is required once`);
  return values[0].trim();
}

function date(value: string, name: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new Error(`--${name} must be a date like 2026-12-01T02:00:00Z`);
  return parsed;
}

async function siteCurrency(platform: Platform, key: string): Promise<string> {
  const site = (await platform.sites.listSites()).find((s) => s.key === key);
  if (!site) throw new Error(`No site with key ${key}`);
  return site.currency;
}

/** Where a command writes: the console, or a test's collector. */
export interface OperatorOutput {
  log(text: string): void;
  table(rows: readonly object[]): void;
}

/** A bare --json (`promotions list --json`: answer in JSON) as an empty value of the string option. */
const bareJson = (argv: string[]) =>
  argv.map((arg, i) => (arg === '--json' && (argv[i + 1] ?? '--').startsWith('--') ? '--json=' : arg));

export function parseOperatorArgs(argv: string[]): { command: string; flags: Flags; help: boolean } {
  const { values: flags, positionals } = parseArgs({
    args: bareJson(argv),
    options,
    allowPositionals: true,
    strict: true,
  });
  return {
    command: positionals.slice(0, 2).join(' '),
    flags,
    help: Boolean(flags.help) || positionals.length < 2,
  };
}

/** Who runs the operator command: OPERATOR_NAME, else the system user. */
function operatorName(): string {
  return process.env['OPERATOR_NAME'] ?? userInfo().username;
}

/** Runs one command; every command, done or refused, is recorded in the security log with who ran it. */
export async function runOperatorCommand(
  platform: Platform,
  command: string,
  flags: Flags,
  out: OperatorOutput,
): Promise<void> {
  const record = (reason: string) =>
    platform.securityLog.record('operator.action', {
      action: command,
      operator: operatorName(),
      target: flags.site ?? flags.key,
      accountId: flags.account,
      reason,
    });
  try {
    await dispatch(platform, command, flags, out);
  } catch (error) {
    record('refused');
    throw error;
  }
  record('done');
}

async function dispatch(
  platform: Platform,
  command: string,
  flags: Flags,
  out: OperatorOutput,
): Promise<void> {
  if (REWARDS_COMMANDS.includes(command)) return runRewardsCommand(platform, command, flags, out);
  if (PROMOTION_COMMANDS.includes(command)) return runPromotionCommand(platform, command, flags, out);
  if (SPORTS_COMMANDS.includes(command)) return runSportsCommand(platform, command, flags, out);
  if (STAFF_COMMANDS.includes(command)) return runStaffCommand(platform, command, flags, out);
  switch (command) {
    case 'sites list':
      out.table(await platform.sites.listSites());
      return;
    case 'sites set': {
      const site = await platform.sites.upsertSite({
        key: required(flags, 'key'),
        name: required(flags, 'name'),
        hosts: flags.host ?? [],
        themeCode: required(flags, 'theme'),
        themeColor: required(flags, 'color'),
        currency: requiredOne(flags.currency, 'currency').toUpperCase(),
        // Only the logos given: an absent flag keeps the site's current (or generated) logo.
        logos: Object.fromEntries(
          Object.entries({ logo1: flags.logo1, logo2: flags.logo2, logo3: flags.logo3 }).filter(
            ([, url]) => url,
          ),
        ),
      });
      out.log(`Saved site ${site.key} (${site.name}).`);
      return;
    }
    case 'sites maintenance': {
      const key = required(flags, 'key');
      if (flags.off) {
        await platform.sites.setMaintenance(key, null, null);
        out.log(`${key}: maintenance ended.`);
      } else {
        const start = date(required(flags, 'start'), 'start');
        const end = date(required(flags, 'end'), 'end');
        if (end <= start) throw new Error('--end must be after --start');
        await platform.sites.setMaintenance(key, start, end);
        out.log(`${key}: maintenance from ${start.toISOString()} to ${end.toISOString()}.`);
      }
      return;
    }
    case 'players list':
      out.table(await platform.operator.listPlayers(required(flags, 'site')));
      return;
    case 'players credit':
    case 'players debit': {
      const site = required(flags, 'site');
      const currency = await siteCurrency(platform, site);
      const amount = toMinorUnits(required(flags, 'amount'), currency);
      const account = required(flags, 'account');
      const reason = required(flags, 'reason');
      const id = flags.id ?? `operator-${randomUUID()}`;
      const move = command === 'players credit' ? platform.operator.credit : platform.operator.debit;
      const result = await move.call(platform.operator, site, account, amount, reason, id);
      const replay = result.replayed ? ' (already applied with this id: nothing moved again)' : '';
      out.log(
        `${command.split(' ')[1]} of ${formatMinor(amount, currency)} for ${account} on ${site}${replay}.`,
      );
      return;
    }
    case 'players status': {
      const site = required(flags, 'site');
      const account = required(flags, 'account');
      const status = required(flags, 'status');
      await platform.operator.setPlayerStatus(site, account, status as 'active' | 'blocked' | 'closed');
      out.log(`${account} on ${site} is ${status} now.`);
      return;
    }
    case 'players limits': {
      const site = required(flags, 'site');
      const account = required(flags, 'account');
      printProtection(out, account, site, await platform.operator.playerProtection(site, account));
      return;
    }
    case 'rounds list': {
      const page = Number(flags.page ?? 1);
      if (!Number.isInteger(page) || page < 1) throw new Error('--page must be a page number from 1');
      const rounds = await platform.play.playerRounds(required(flags, 'site'), required(flags, 'account'), {
        page,
        pageSize: 50,
      });
      out.table(rounds.value);
      out.log(`${rounds.total} rounds in all (page ${page}).`);
      return;
    }
    case 'rounds close': {
      const provider = required(flags, 'provider');
      const round = required(flags, 'round');
      const closed = await platform.play.closeRound(provider, round);
      out.log(`Round ${round} of ${provider} is closed; ${closed.refundedBets} bet(s) refunded.`);
      return;
    }
    case 'providers set': {
      const enabled = flags.enabled;
      if (enabled !== undefined && enabled !== 'yes' && enabled !== 'no')
        throw new Error('--enabled is yes or no');
      const code = required(flags, 'code');
      await platform.play.setProvider(code, {
        ...(flags['launch-url'] ? { launchUrl: flags['launch-url'] } : {}),
        ...(flags.secret ? { walletSecret: flags.secret } : {}),
        ...(flags.currency ? { currencies: flags.currency } : {}),
        ...(enabled ? { enabled: enabled === 'yes' } : {}),
      });
      out.log(`Provider ${code} updated.`);
      return;
    }
    case 'providers sync': {
      const code = required(flags, 'code');
      const synced = await platform.play.syncCatalogue(code);
      out.log(
        `Provider ${code}: ${synced.described} games described, ${synced.standIns} play as another kind's engine, ${synced.changed} changed.`,
      );
      if (synced.unknown.length > 0)
        out.log(`Engines the lobby cannot name (left unsaid): ${synced.unknown.join(', ')}`);
      return;
    }
    case 'withdrawals pending':
      out.table(await platform.cashier.operator.pendingWithdrawals(flags.site));
      return;
    case 'withdrawals approve': {
      const id = required(flags, 'id');
      const approved = await platform.cashier.operator.approve(id, operatorName());
      out.log(
        approved.state === 'approved'
          ? `Withdrawal ${id} is approved; its payout goes to the payment provider (sent again until it is taken).`
          : `Withdrawal ${id} is ${approved.state}.`,
      );
      return;
    }
    case 'withdrawals reject': {
      const id = required(flags, 'id');
      await platform.cashier.operator.reject(id, required(flags, 'reason'), operatorName());
      out.log(`Withdrawal ${id} is rejected; its hold is back in the player's balance.`);
      return;
    }
    case 'deposits list':
      out.table(await platform.cashier.operator.deposits(required(flags, 'status'), flags.site));
      return;
    case 'payments flagged':
      out.table(await platform.cashier.operator.flaggedNotifications());
      return;
    case 'payments provider': {
      const code = required(flags, 'code');
      await platform.cashier.setup.setProvider({
        code,
        name: required(flags, 'name'),
        apiUrl: required(flags, 'api-url'),
        merchantId: required(flags, 'merchant'),
        secret: required(flags, 'secret'),
      });
      out.log(`Payment provider ${code} set.`);
      return;
    }
    case 'cashier settings': {
      const key = required(flags, 'site');
      const site = (await platform.sites.listSites()).find((s) => s.key === key);
      if (!site) throw new Error(`No site with key ${key}`);
      const count = (name: 'max-pending' | 'per-day' | 'wagering-percent') => {
        const value = flags[name];
        if (value === undefined) return undefined;
        if (!/^\d{1,5}$/.test(value)) throw new Error(`--${name} is a whole number`);
        return Number(value);
      };
      const settings = {
        maxPendingWithdrawals: count('max-pending'),
        maxWithdrawalsPerDay: count('per-day'),
        wageringPercent: count('wagering-percent'),
      };
      await platform.cashier.setup.setSettings(
        site.id,
        Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
      );
      out.log(`Cashier settings of ${key} updated.`);
      return;
    }
    case 'sessions purge':
      out.log(
        `Purged: ${JSON.stringify({ ...(await platform.operator.purgeExpired()), staff: await platform.backoffice.purge() })}`,
      );
      return;
    case 'sms outbox':
      out.table(await platform.operator.readOutbox(flags.site));
      return;
    default:
      throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

type ProtectionReport = Awaited<ReturnType<Platform['operator']['playerProtection']>>;

/** A player's protection as the operator reads it: the limits, the session settings, exclusions and history. */
function printProtection(out: OperatorOutput, account: string, site: string, report: ProtectionReport): void {
  const { overview, exclusions } = report;
  const money = (amount: number | null) => (amount === null ? '-' : `${amount} ${overview.currency}`);
  out.log(`Limits of ${account} on ${site} (amounts in ${overview.currency}):`);
  out.table(
    overview.limits
      .filter((limit) => limit.amount !== null || limit.pending !== null)
      .map((limit) => ({
        type: limit.type,
        period: limit.period,
        limit: money(limit.amount),
        used: money(limit.used),
        remaining: money(limit.remaining),
        pending: limit.pending ? `${money(limit.pending.amount)} from ${limit.pending.effective_at}` : '-',
      })),
  );
  const session = overview.session_limit;
  const pendingSession = session.pending
    ? ` (${session.pending.minutes ?? 'none'} from ${session.pending.effective_at})`
    : '';
  out.log(
    `Session time limit: ${session.minutes === null ? 'none' : `${session.minutes} minutes`}${pendingSession}.`,
  );
  const reality = overview.reality_check_minutes;
  out.log(`Reality check: ${reality === null ? 'off' : `every ${reality} minutes`}.`);
  out.log(
    overview.exclusion
      ? `In force: ${overview.exclusion.type} (${overview.exclusion.period}) until ${overview.exclusion.ends_at}.`
      : 'No time-out or self-exclusion in force.',
  );
  out.table(
    exclusions.map((row) => ({
      type: row.kind,
      period: row.period,
      from: row.startsAt.toISOString(),
      until: row.endsAt.toISOString(),
      by: row.actor,
    })),
  );
  out.log('Changes, newest first:');
  out.table(overview.history);
}

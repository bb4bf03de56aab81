import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The rows a player call may change, as one fingerprint per table. "Business" leaves out the counters a
 * failed attempt is meant to move (rate limits and login-failure delays, wrong-code counts); "all" has them.
 */
const BUSINESS_TABLES: Record<string, string> = {
  players:
    'select id, site_id, account_id, password_hash, full_name, contact_phone, contact_email, referrer_code, ch, cm, pp, ' +
    'affiliate_code, fbp, appsflyer_id, visitor_id, status, phone_verified_at, code_login, last_login_at, created_at, ' +
    'updated_at from players',
  sessions: 'select * from sessions',
  one_time_codes:
    'select id, player_id, purpose, salt, code_hash, created_at, expires_at, consumed_at from one_time_codes',
  sms_outbox: 'select * from sms_outbox',
  favourites: 'select * from favourites',
  inbox_messages: 'select * from inbox_messages',
  vip_levels: 'select * from vip_levels',
  ledger_accounts: 'select * from ledger_accounts',
  ledger_transactions: 'select * from ledger_transactions',
  ledger_entries: 'select * from ledger_entries',
  game_sessions: 'select * from game_sessions',
  game_rounds: 'select * from game_rounds',
  wallet_transactions: 'select * from wallet_transactions',
  player_bank_accounts: 'select * from player_bank_accounts',
  deposits: 'select * from deposits',
  withdrawals: 'select * from withdrawals',
  cashier_events: 'select * from cashier_events',
  psp_notifications: 'select * from psp_notifications',
  player_limits: 'select * from player_limits',
  player_limit_changes: 'select * from player_limit_changes',
  player_exclusions: 'select * from player_exclusions',
};

const COUNTER_TABLES: Record<string, string> = {
  rate_limits: 'select * from rate_limits',
  code_attempts: 'select id, attempts from one_time_codes',
  // A refused sign-in is kept for the player's security page, as a failure counter is.
  sign_in_attempts: 'select * from sign_in_attempts',
};

async function fingerprint(db: Db, tables: Record<string, string>): Promise<Record<string, string>> {
  const columns = Object.entries(tables).map(
    ([name, query]) =>
      `(select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from (${query}) t) as "${name}"`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  const [row] = (result as unknown as { rows: Array<Record<string, string>> }).rows;
  if (!row) throw new Error('no snapshot row');
  return row;
}

export function businessSnapshot(db: Db): Promise<Record<string, string>> {
  return fingerprint(db, BUSINESS_TABLES);
}

export function fullSnapshot(db: Db): Promise<Record<string, string>> {
  return fingerprint(db, { ...BUSINESS_TABLES, ...COUNTER_TABLES });
}

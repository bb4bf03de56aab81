import type { TFunction } from 'i18next';
import { DEPOSIT_FILTER_STATES, type DepositState } from '../../stores/money/deposits-store';
import { WITHDRAWAL_FILTER_STATES, type WithdrawalState } from '../../stores/money/withdrawal-queue-store';
import type { CashierRecord } from '../../stores/players/player-store';
import { depositStateLabel, withdrawalStateLabel } from '../money/money-labels';

/** A player's page address: by site and account id (the router reads them from the query). */
export const playerPath = (siteId: number, accountId: string): string =>
  `/players/view?site=${siteId}&account=${encodeURIComponent(accountId)}`;

/** A moment in the reader's language, to the minute. */
export function formatMoment(iso: string, language: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

type Translate = (key: string) => string;

/** A player's status in words (each key written out, so the message check finds it). */
export function statusText(t: Translate, status: 'active' | 'blocked' | 'closed'): string {
  if (status === 'blocked') return t('players.statusBlocked');
  if (status === 'closed') return t('players.statusClosed');
  return t('players.statusActive');
}

const isDepositState = (state: string): state is DepositState =>
  (DEPOSIT_FILTER_STATES as readonly string[]).includes(state);
const isWithdrawalState = (state: string): state is WithdrawalState =>
  (WITHDRAWAL_FILTER_STATES as readonly string[]).includes(state);

/** A deposit's or withdrawal's state in the words the money screens use. */
export function cashierStateText(t: TFunction, record: CashierRecord): string {
  if (record.type === 'deposit' && isDepositState(record.state)) return depositStateLabel(t, record.state);
  if (record.type === 'withdrawal' && isWithdrawalState(record.state)) {
    return withdrawalStateLabel(t, record.state);
  }
  return record.state;
}

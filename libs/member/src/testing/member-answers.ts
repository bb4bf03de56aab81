// Test-only: the platform's member answers, typed by the contract.
import type { InboxItem, VipLevel, VipTier } from '@wl/api';
import { okAnswer } from '@wl/testing';

export const message = (id: number, fields: Partial<InboxItem> = {}): InboxItem => ({
  inbox_id: id,
  title: `Message ${id}`,
  content: `The text of message ${id}.`,
  created_at: `2025-03-${String(10 + id).padStart(2, '0')}T08:00:00.000Z`,
  reward_type: null,
  reward_amount: 0,
  expires_at: null,
  read: false,
  claimed: false,
  claimed_at: null,
  claimable: false,
  ...fields,
});

/** A message with a reward of ₱50.00 (major units on the wire) waiting to be claimed. */
export const bonus = (id: number, fields: Partial<InboxItem> = {}): InboxItem =>
  message(id, {
    title: 'Welcome bonus',
    content: 'A welcome bonus of 50 PHP is waiting: claim it here.',
    reward_type: 'game',
    reward_amount: 50,
    claimable: true,
    ...fields,
  });

export const inboxAnswer = (value: InboxItem[]) => okAnswer('settings/get_inbox', { value });

export const TIERS: VipTier[] = [
  { level: 1, vip_name: 'Bronze', starting_deposit: 0, starting_turnover: 0 },
  { level: 2, vip_name: 'Silver', starting_deposit: 1000, starting_turnover: 5000 },
  { level: 3, vip_name: 'Gold', starting_deposit: 5000, starting_turnover: 25000 },
];

export const tiersAnswer = (value: VipTier[] = TIERS) => okAnswer('auth/vip_before_login', { value });

/** Silver: 3,000 deposited (50 % of the way to Gold), 30,500 turned over (past Gold's 25,000: 100 %). */
export const SILVER: VipLevel = {
  vip_name: 'Silver',
  vip_name_next: 'Gold',
  starting_deposit: 1000,
  cycle_deposit: 2000,
  deposit_next: 5000,
  starting_turnover: 5000,
  cycle_turnover: 25500,
  turnover_next: 25000,
};

export const vipAnswer = (level: VipLevel | null = SILVER, current: VipTier | null = TIERS[1] ?? null) =>
  okAnswer('auth/vip', {
    totalDeposit: level ? level.starting_deposit + level.cycle_deposit : 0,
    depoProgress: 50,
    totalTurnover: level ? level.starting_turnover + level.cycle_turnover : 0,
    toProgress: 100,
    currentLevel: current,
    nextLevel: level ? [level] : [],
  });

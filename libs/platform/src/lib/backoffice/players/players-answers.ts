import type { AnswerInputOf, ContractCalls } from '@wl/contract';
import { assetDigits } from '../../players/ledger';
import type { PlayerBalances } from '../../players/ledger';
import type { PlayerDetail } from './backoffice-players';
import type { PlayerNote } from './player-notes';
import type { PlayerSearchRow } from './player-search';
import type { StatementLine } from './player-statement';

type Summary = AnswerInputOf<ContractCalls['backofficePlayersSearch']>['value'][number];
type Detail = AnswerInputOf<ContractCalls['backofficePlayerGet']>['player'];
type Line = AnswerInputOf<ContractCalls['backofficePlayerLedger']>['value'][number];
type Balances = Detail['balances'];
type Note = AnswerInputOf<ContractCalls['backofficePlayerAddNote']>['note'];

// The back office's player records as the wire carries them (snake_case, ISO 8601 dates).

export function summaryAnswer(row: PlayerSearchRow): Summary {
  return {
    site_id: row.siteId,
    site_key: row.siteKey,
    account_id: row.accountId,
    full_name: row.fullName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function balancesAnswer(balances: PlayerBalances): Balances {
  return {
    game_minor: balances.gameMinor,
    held_game_minor: balances.heldGameMinor,
    bonus_game_minor: balances.bonusGameMinor,
    tokens: balances.tokens,
    frozen_tokens: balances.frozenTokens,
  };
}

export function detailAnswer(detail: PlayerDetail): Detail {
  const { site, player } = detail;
  return {
    site_id: site.id,
    site_key: site.key,
    site_name: site.name,
    currency: site.currency,
    digits: assetDigits('game', site.currency),
    account_id: player.accountId,
    full_name: player.fullName,
    contact_phone: player.contactPhone,
    contact_email: player.contactEmail,
    status: detail.status,
    phone_verified: player.phoneVerifiedAt !== null,
    created_at: player.createdAt.toISOString(),
    last_login_at: player.lastLoginAt?.toISOString() ?? null,
    live_sessions: detail.liveSessions,
    balances: balancesAnswer(detail.balances),
    protection: detail.protection.overview,
    exclusions: detail.protection.exclusions.map((row) => ({
      kind: row.kind,
      period: row.period,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export function lineAnswer(line: StatementLine): Line {
  return {
    transaction_id: line.transactionId,
    kind: line.kind,
    asset: line.asset,
    pocket: line.pocket,
    amount_minor: line.amountMinor,
    balance_after_minor: line.balanceAfterMinor,
    reason: line.reason,
    created_at: line.createdAt.toISOString(),
  };
}

export function noteAnswer(note: PlayerNote): Note {
  return {
    note_id: note.id,
    body: note.body,
    staff_id: note.staffId,
    staff_display_name: note.staffDisplayName,
    staff_email: note.staffEmail,
    created_at: note.createdAt.toISOString(),
  };
}

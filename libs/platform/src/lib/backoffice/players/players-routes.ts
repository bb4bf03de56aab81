import { CALLS } from '@wl/contract';
import { ANY_STAFF_ROLE, type staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import { BackofficePlayers } from './backoffice-players';
import { registerPlayerNotesRoutes } from './player-notes-routes';
import { setLimitCap } from './player-limit-caps';
import { balancesAnswer, detailAnswer, lineAnswer, summaryAnswer } from './players-answers';

type StaffRoute = ReturnType<typeof staffRoutes>;

/**
 * Who may change a player's balance, and who may lock them, end their sessions, write to them or cap
 * their limits.
 */
const MONEY = ['owner', 'finance'] as const;
const SUPPORT = ['owner', 'support'] as const;
/** Who may write to a player: without a reward owner and support, with one owner and finance (the service checks which). */
const MESSAGE = ['owner', 'support', 'finance'] as const;

/** The back office's player calls: search and the player's page for every role; the actions by role. */
export function registerPlayersRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const players = new BackofficePlayers(platform);

  staffRoute(CALLS.backofficePlayersSearch, ANY_STAFF_ROLE, async (actor, body) => {
    const { rows, total } = await players.search(actor, {
      query: body.query,
      ...(body.site_id === undefined ? {} : { siteId: body.site_id }),
      page: body.page,
      pageSize: body.page_size,
    });
    return { value: rows.map(summaryAnswer), total, page: body.page, page_size: body.page_size };
  });

  staffRoute(CALLS.backofficePlayerGet, ANY_STAFF_ROLE, async (actor, body, { trail }) => {
    const detail = await players.detail(actor, body.site_id, body.account_id);
    trail.about({ targetKind: 'player', targetId: detail.player.accountId });
    return { player: detailAnswer(detail) };
  });

  staffRoute(CALLS.backofficePlayerLedger, ANY_STAFF_ROLE, async (actor, body) => {
    const { rows, nextBefore } = await players.statement(
      actor,
      body.site_id,
      body.account_id,
      body.page_size,
      body.before_transaction_id,
    );
    return { value: rows.map(lineAnswer), next_before: nextBefore };
  });

  staffRoute(CALLS.backofficePlayerRounds, ANY_STAFF_ROLE, async (actor, body) => {
    const rounds = await players.rounds(actor, body.site_id, body.account_id, body.page, body.page_size);
    return { ...rounds, page: body.page, page_size: body.page_size };
  });

  staffRoute(CALLS.backofficePlayerBets, ANY_STAFF_ROLE, async (actor, body) => {
    const { value, total } = await players.bets(
      actor,
      body.site_id,
      body.account_id,
      body.page,
      body.page_size,
    );
    return { value, total, page: body.page, page_size: body.page_size };
  });

  staffRoute(CALLS.backofficePlayerCashier, ANY_STAFF_ROLE, async (actor, body) => {
    const { value, total } = await players.cashier(
      actor,
      body.site_id,
      body.account_id,
      body.type,
      body.page,
      body.page_size,
    );
    return { value, total, page: body.page, page_size: body.page_size };
  });

  staffRoute(CALLS.backofficePlayerAdjust, MONEY, async (actor, body, { trail }) => {
    const adjustment = await players.adjust(
      actor,
      body.site_id,
      body.account_id,
      { amountMinor: body.amount_minor, reason: body.reason, requestId: body.request_id },
      trail,
    );
    return {
      line: lineAnswer(adjustment.line),
      replayed: adjustment.replayed,
      balances: balancesAnswer(adjustment.balances),
    };
  });

  staffRoute(CALLS.backofficePlayerSetStatus, SUPPORT, async (actor, body, { trail }) => {
    const done = await players.setStatus(actor, body.site_id, body.account_id, body.status, trail);
    return { status: done.status, ended_sessions: done.endedSessions };
  });

  staffRoute(CALLS.backofficePlayerSetLimit, SUPPORT, async (actor, body, { trail }) => ({
    protection: await setLimitCap(
      platform,
      actor,
      body.site_id,
      body.account_id,
      { kind: body.kind, period: body.period, value: body.value },
      trail,
    ),
  }));

  staffRoute(CALLS.backofficePlayerEndSessions, SUPPORT, async (actor, body, { trail }) => ({
    ended: await players.endSessions(actor, body.site_id, body.account_id, trail),
  }));

  staffRoute(CALLS.backofficePlayerSendMessage, MESSAGE, async (actor, body, { trail }) => ({
    message_id: await players.sendMessage(
      actor,
      body.site_id,
      body.account_id,
      {
        title: body.title,
        body: body.body,
        ...(body.reward
          ? { reward: { asset: body.reward.kind, amountMinor: body.reward.amount_minor } }
          : {}),
      },
      trail,
    ),
  }));

  registerPlayerNotesRoutes(staffRoute, platform);
}

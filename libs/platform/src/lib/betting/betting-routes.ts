import { CALLS } from '@wl/contract';
import { memberRoutes } from '../http/member-route';
import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';

/** The player's sports betting: placing a bet, the bets, cashing one out. */
export function registerBettingRoutes(api: ZodApp, platform: Platform): void {
  const { bets } = platform.betting;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.placeBet, (member, body) =>
    bets.place(member, {
      requestId: body.request_id,
      stake: body.stake,
      legs: body.legs.map((leg) => ({ lineId: leg.line_id, odds: leg.odds })),
      priceChange: body.price_change,
    }),
  );

  memberRoute(CALLS.sportsBets, (member, body) => bets.list(member, body.state, body.page, body.page_size));

  memberRoute(CALLS.cashOut, (member, body) => bets.cashOut(member, body.bet_id, body.amount));
}

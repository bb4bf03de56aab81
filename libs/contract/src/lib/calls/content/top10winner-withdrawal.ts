import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';
import { feedEntry } from '../../shared/feed';
import { currencyAmount } from '../../shared/money';

/** One of the ten biggest wins; the account id arrives masked. */
export const winner = z.object({
  account_id: z.string(),
  amount: currencyAmount(),
  game_name: z.string(),
  provider_code: z.string(),
  won_at: z.string(),
});

/** Site-wide withdrawal figures; `withrawal` is spelled as the spec spells it. */
export const withdrawalStats = z.object({
  withrawal: z.number().describe('Total amount withdrawn, in currency units (the spec spells it so)'),
  winner: z.number().describe('Players who have won at least once'),
  hour_withdrawal: z.number().describe('Withdrawals in the last hour'),
  registered_player: z.number(),
  active_player: z.number().describe('Players active in the last 30 days'),
  deposited_player: z.number(),
});

export const topWinners = defineCall({
  path: 'settings/top10winner_withdrawal',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary:
    'The ten biggest wins, the ten biggest withdrawals and the withdrawal statistics (account ids masked)',
  request: siteRequest,
  answer: z.object({ winners: z.array(winner), withdrawals: z.array(feedEntry), stats: withdrawalStats }),
  errors: SITE_ERRORS,
});

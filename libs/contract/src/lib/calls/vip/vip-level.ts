import { z } from 'zod';
import { currencyAmount } from '../../shared/money';

/** One row of the site's VIP level table: what reaching the level takes. */
export const vipLevel = z.object({
  level: z.number().int(),
  vip_name: z.string(),
  starting_deposit: currencyAmount(),
  starting_turnover: currencyAmount(),
});

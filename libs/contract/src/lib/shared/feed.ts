import { z } from 'zod';
import { currencyAmount } from './money';

/** A recent deposit or withdrawal: the account id arrives masked. */
export const feedEntry = z.object({
  account_id: z.string(),
  amount: currencyAmount(),
  created_at: z.string(),
});

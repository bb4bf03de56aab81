import { z } from 'zod';
import { currencyAmount, tokenCount } from '../../shared/money';

/** The player's balances: the game balance in major units of the site currency, tokens whole. */
export const balanceFields = z.object({
  currency: z.string(),
  game_balance: currencyAmount('in the site currency, major units (123.45)'),
  game_token: tokenCount(),
  frozen_token: tokenCount('minigame tokens held for games in play'),
});

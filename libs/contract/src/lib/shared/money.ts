import { z } from 'zod';

/**
 * The one rule for money on the wire: an amount of the site currency travels as a JSON number in major
 * units, rounded to the currency's digits (123.45 PHP, 1500 VND); tokens travel as whole numbers. Inside
 * the platform and the stores every amount is an integer of minor units; the conversion happens only
 * where an answer is written or read.
 */
export const currencyAmount = (what = 'in major units of the site currency (123.45)') =>
  z.number().describe(what);

/** A count of tokens (whole). */
export const tokenCount = (what = 'whole tokens') => z.number().int().describe(what);

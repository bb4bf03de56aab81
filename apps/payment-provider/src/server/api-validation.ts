import { httpUrl } from './config';
import { PAYMENT_METHODS, PAYOUT_METHODS, type PaymentMethod, type PayoutMethod } from './psp-types';

/**
 * The checks of every field the API takes (docs/payment-protocol.md). A request with any field wrong,
 * missing or unknown is refused as a whole with a message naming the field, and changes nothing.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const MAX_AMOUNT = 1_000_000_000_000;
export const DEFAULT_EXPIRES_IN_S = 1_800;
const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;
const BANK_CODE = /^[A-Z0-9_]{2,16}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9+@._-]{4,64}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface PaymentInput {
  reference: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  description: string | null;
  returnUrl: string;
  expiresInS: number;
}

export interface PayoutInput {
  reference: string;
  amount: number;
  currency: string;
  method: PayoutMethod;
  bankCode: string | null;
  accountNumber: string;
  accountHolder: string;
}

type Fields = Record<string, unknown>;

class FieldError extends Error {}

/** The request body as a JSON object, from its exact bytes. */
export function parseJsonObject(raw: Buffer | undefined): Parsed<Fields> {
  if (!raw || raw.length === 0) return { ok: false, message: 'The request has no JSON body.' };
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'The request body must be a JSON object.' };
  }
  return { ok: true, value: value as Fields };
}

function onlyKnown(fields: Fields, known: readonly string[]): void {
  const unknown = Object.keys(fields).find((key) => !known.includes(key));
  if (unknown !== undefined) throw new FieldError(`Unknown field: ${unknown.slice(0, 64)}.`);
}

function reference(fields: Fields): string {
  const value = fields['reference'];
  if (typeof value !== 'string' || !REFERENCE.test(value)) {
    throw new FieldError('reference must be 1 to 64 characters of A-Z, a-z, 0-9, _ and -.');
  }
  return value;
}

function amount(fields: Fields): number {
  const value = fields['amount'];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_AMOUNT) {
    throw new FieldError(`amount must be an integer number of minor units from 1 to ${MAX_AMOUNT}.`);
  }
  return value;
}

function currency(fields: Fields): string {
  const value = fields['currency'];
  if (typeof value !== 'string' || !CURRENCY.test(value)) {
    throw new FieldError('currency must be an ISO 4217 code: three capital letters.');
  }
  return value;
}

function oneOf<T extends string>(fields: Fields, key: string, allowed: readonly T[]): T {
  const value = fields[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new FieldError(`${key} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

function text(fields: Fields, key: string, max: number, required: boolean): string | null {
  const value = fields[key];
  if (value === undefined && !required) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max || CONTROL.test(value)) {
    throw new FieldError(`${key} must be text of 1 to ${max} characters, without control characters.`);
  }
  return value.trim();
}

function pattern(fields: Fields, key: string, re: RegExp, rule: string, required: boolean): string | null {
  const value = fields[key];
  if (value === undefined && !required) return null;
  if (typeof value !== 'string' || !re.test(value)) throw new FieldError(`${key} must be ${rule}.`);
  return value;
}

function returnUrl(fields: Fields): string {
  const value = fields['return_url'];
  const url = typeof value === 'string' && value.length <= 2_048 ? httpUrl(value) : undefined;
  if (!url)
    throw new FieldError('return_url must be an absolute http or https URL of at most 2048 characters.');
  return url;
}

function expiresIn(fields: Fields): number {
  const value = fields['expires_in'];
  if (value === undefined) return DEFAULT_EXPIRES_IN_S;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 60 || value > 86_400) {
    throw new FieldError('expires_in must be an integer number of seconds from 60 to 86400.');
  }
  return value;
}

function parse<T>(read: () => T): Parsed<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, message: error.message };
    throw error;
  }
}

const PAYMENT_FIELDS = [
  'reference',
  'amount',
  'currency',
  'method',
  'description',
  'return_url',
  'expires_in',
] as const;

/** `POST /v1/payments`. `description` and `expires_in` may be left out (no description; 1800 s). */
export function parsePaymentInput(fields: Fields): Parsed<PaymentInput> {
  return parse(() => {
    onlyKnown(fields, PAYMENT_FIELDS);
    return {
      reference: reference(fields),
      amount: amount(fields),
      currency: currency(fields),
      method: oneOf(fields, 'method', PAYMENT_METHODS),
      description: text(fields, 'description', 200, false),
      returnUrl: returnUrl(fields),
      expiresInS: expiresIn(fields),
    };
  });
}

const PAYOUT_FIELDS = [
  'reference',
  'amount',
  'currency',
  'method',
  'bank_code',
  'account_number',
  'account_holder',
] as const;

/** `POST /v1/payouts`. `bank_code` is required for a bank transfer and optional for an e-wallet. */
export function parsePayoutInput(fields: Fields): Parsed<PayoutInput> {
  return parse(() => {
    onlyKnown(fields, PAYOUT_FIELDS);
    const method = oneOf(fields, 'method', PAYOUT_METHODS);
    const bankRule = '2 to 16 characters of A-Z, 0-9 and _';
    return {
      reference: reference(fields),
      amount: amount(fields),
      currency: currency(fields),
      method,
      bankCode: pattern(fields, 'bank_code', BANK_CODE, bankRule, method === 'bank_transfer'),
      accountNumber: pattern(
        fields,
        'account_number',
        ACCOUNT_NUMBER,
        '4 to 64 characters of A-Z, a-z, 0-9, +, @, ., _ and -',
        true,
      ) as string,
      accountHolder: text(fields, 'account_holder', 100, true) as string,
    };
  });
}

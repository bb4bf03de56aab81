import type { HmacSha256 } from '@wl/fairness';
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new server seed: 32 random bytes as 64 hex characters (the HMAC key is this text, as UTF-8). */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The client seed a player starts with until they choose one: 16 random hex characters. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** What the player is shown before play: the hex SHA-256 of the server seed's text (UTF-8). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Node's HMAC-SHA256 for @wl/fairness (the browser's verify view passes Web Crypto's). */
export const nodeHmac: HmacSha256 = async (key, message) =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest();

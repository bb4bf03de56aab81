import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The back office's player calls (staff only; the staff cookie travels by itself), one function per call.

/** Players of the staff member's sites by account id, phone, e-mail or name. */
export const searchPlayers = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/search'>,
): Promise<ClientAnswer<'backoffice/players/search'>> => send(client, 'backoffice/players/search', request);

/** A player's page: profile, status, balances, sessions, limits and exclusions. */
export const getPlayer = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/get'>,
): Promise<ClientAnswer<'backoffice/players/get'>> => send(client, 'backoffice/players/get', request);

/** A page of a player's statement, newest first. */
export const getPlayerLedger = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/ledger'>,
): Promise<ClientAnswer<'backoffice/players/ledger'>> => send(client, 'backoffice/players/ledger', request);

/** Owner, finance: credits or debits a player's game balance with a reason (idempotent by request id). */
export const adjustPlayerBalance = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/adjust_balance'>,
): Promise<ClientAnswer<'backoffice/players/adjust_balance'>> =>
  send(client, 'backoffice/players/adjust_balance', request);

/** Owner, support: locks (ending the player's sessions) or unlocks a player. */
export const setPlayerStatus = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/set_status'>,
): Promise<ClientAnswer<'backoffice/players/set_status'>> =>
  send(client, 'backoffice/players/set_status', request);

/** Owner, support: sets (or, with value null, lifts) a limit the player cannot raise or remove. */
export const setPlayerLimitCap = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/set_limit'>,
): Promise<ClientAnswer<'backoffice/players/set_limit'>> =>
  send(client, 'backoffice/players/set_limit', request);

/** Owner, support: ends every live session of a player. */
export const endPlayerSessions = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/end_sessions'>,
): Promise<ClientAnswer<'backoffice/players/end_sessions'>> =>
  send(client, 'backoffice/players/end_sessions', request);

/** Owner, support (no reward), finance (with a reward): a plain-text message in a player's inbox. */
export const sendPlayerMessage = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/send_message'>,
): Promise<ClientAnswer<'backoffice/players/send_message'>> =>
  send(client, 'backoffice/players/send_message', request);

/** A player's game rounds, newest first. */
export const getPlayerRounds = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/rounds'>,
): Promise<ClientAnswer<'backoffice/players/rounds'>> => send(client, 'backoffice/players/rounds', request);

/** A player's sports bets, newest first. */
export const getPlayerBets = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/bets'>,
): Promise<ClientAnswer<'backoffice/players/bets'>> => send(client, 'backoffice/players/bets', request);

/** A player's deposits and withdrawals, newest first. */
export const getPlayerCashier = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/cashier'>,
): Promise<ClientAnswer<'backoffice/players/cashier'>> => send(client, 'backoffice/players/cashier', request);

/** The staff's notes on a player, newest first, with their authors. */
export const getPlayerNotes = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/notes'>,
): Promise<ClientAnswer<'backoffice/players/notes'>> => send(client, 'backoffice/players/notes', request);

/** Owner, support: adds a plain-text staff note to a player's account. */
export const addPlayerNote = (
  client: ApiTransport,
  request: CallRequest<'backoffice/players/add_note'>,
): Promise<ClientAnswer<'backoffice/players/add_note'>> =>
  send(client, 'backoffice/players/add_note', request);

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CALLS,
  CLIENT_SEED_PATTERN as CONTRACT_CLIENT_SEED_PATTERN,
  CMS_PAGES as CONTRACT_CMS_PAGES,
  DEPOSIT_STATES as CONTRACT_DEPOSIT_STATES,
  LIMIT_PERIODS as CONTRACT_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES as CONTRACT_REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS as CONTRACT_SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS as CONTRACT_TIMEOUT_PERIODS,
  GAME_FLAGS,
  MAX_BANK_ACCOUNTS as CONTRACT_MAX_BANK_ACCOUNTS,
  MAX_GAMES_PAGE_SIZE as CONTRACT_MAX_PAGE_SIZE,
  MAX_STATEMENT_CSV_LINES as CONTRACT_MAX_STATEMENT_CSV_LINES,
  MAX_STATEMENT_PAGE_SIZE as CONTRACT_MAX_STATEMENT_PAGE_SIZE,
  STATEMENT_TYPES as CONTRACT_STATEMENT_TYPES,
  WITHDRAWAL_STATES as CONTRACT_WITHDRAWAL_STATES,
  type CallAnswer,
  type CallRequest,
} from '@wl/contract';
import {
  DEPOSIT_STATES,
  MAX_BANK_ACCOUNTS,
  MAX_STATEMENT_CSV_LINES,
  MAX_STATEMENT_PAGE_SIZE,
  STATEMENT_TYPES,
  WITHDRAWAL_STATES,
} from './cashier';
import { LIMIT_PERIODS, REALITY_CHECK_MINUTES, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from './protection';
import { CLIENT_SEED_PATTERN, DICE_DIRECTIONS, MAX_ROUNDS_PAGE, MINIGAMES } from './rewards';
import type { InboxItem } from './member-types';
import type { BalanceResponse } from './member';
import type { ClientAnswer } from './answer-types';
import type { Game } from './game-types';
import { MAX_GAMES_PAGE_SIZE, type GameFlag, type GamesRequest, type GamesResponse } from './product';
import type { Profile } from './member-types';
import { CMS_PAGES, type Cms } from './site-content-types';
import type { StartupResponse } from './startup-types';
import type { LoginResponse } from './auth';

/** True only when A and B are the same type (each assignable to the other, exactly). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile (the typecheck target) unless T is true. */
const agree = <T extends true>(): T => true as T;

describe('the client types agree with the contract', () => {
  it('types an inbox item as the wire carries it', () => {
    agree<Equal<InboxItem, CallAnswer<'settings/get_inbox'>['value'][number]>>();
    agree<
      Equal<
        keyof InboxItem,
        | 'inbox_id'
        | 'title'
        | 'content'
        | 'created_at'
        | 'reward_type'
        | 'reward_amount'
        | 'expires_at'
        | 'read'
        | 'claimed'
        | 'claimed_at'
        | 'claimable'
      >
    >();
    expect(Object.keys(CALLS.getInbox.answer.shape.value.element.shape)).not.toContain('body');
  });

  it('types the answers and requests by the contract', () => {
    agree<
      Equal<
        Required<Omit<BalanceResponse, 'statusCode' | 'message' | 'details'>>,
        CallAnswer<'auth/get_balance'>
      >
    >();
    agree<Equal<NonNullable<LoginResponse['user']>, CallAnswer<'auth/login'>['user']>>();
    agree<Equal<GamesRequest, CallRequest<'product/get_games'>>>();
    agree<Equal<Omit<StartupResponse, 'details'>, CallAnswer<'startup'>>>();
    agree<Equal<Profile['full_name'], CallRequest<'settings/profile_update'>['full_name']>>();
    agree<Equal<Cms, CallAnswer<'settings/siteinfodetail'>['cms']>>();
    agree<Equal<GameFlag, (typeof GAME_FLAGS)[number]>>();
    // The lobbies read a game of the wire as a Game (its flags unread).
    agree<Equal<CallAnswer<'product/get_games'>['value'][number] extends Game ? true : false, true>>();
    agree<Equal<Omit<GamesResponse, 'value'>, Omit<ClientAnswer<'product/get_games'>, 'value'>>>();
    expect(true).toBe(true);
  });

  it('keeps the plain-data copies the browser needs equal to the contract', () => {
    expect(MAX_GAMES_PAGE_SIZE).toBe(CONTRACT_MAX_PAGE_SIZE);
    expect(CMS_PAGES).toEqual(CONTRACT_CMS_PAGES);
    expect(STATEMENT_TYPES).toEqual(CONTRACT_STATEMENT_TYPES);
    expect(DEPOSIT_STATES).toEqual(CONTRACT_DEPOSIT_STATES);
    expect(WITHDRAWAL_STATES).toEqual(CONTRACT_WITHDRAWAL_STATES);
    expect(MAX_BANK_ACCOUNTS).toBe(CONTRACT_MAX_BANK_ACCOUNTS);
    expect(MAX_STATEMENT_PAGE_SIZE).toBe(CONTRACT_MAX_STATEMENT_PAGE_SIZE);
    expect(MAX_STATEMENT_CSV_LINES).toBe(CONTRACT_MAX_STATEMENT_CSV_LINES);
    expect(LIMIT_PERIODS).toEqual(CONTRACT_LIMIT_PERIODS);
    expect(REALITY_CHECK_MINUTES).toEqual(CONTRACT_REALITY_CHECK_MINUTES);
    expect(TIMEOUT_PERIODS).toEqual(CONTRACT_TIMEOUT_PERIODS);
    expect(SELF_EXCLUSION_PERIODS).toEqual(CONTRACT_SELF_EXCLUSION_PERIODS);
    expect(MINIGAMES).toEqual(CALLS.minigameRounds.answer.shape.rounds.element.shape.game.options);
    expect(DICE_DIRECTIONS).toEqual(CALLS.minigameDice.request.shape.direction.options);
    const limit = CALLS.minigameRounds.request.shape.limit.unwrap().unwrap();
    expect(MAX_ROUNDS_PAGE).toBe(limit.maxValue);
    expect(CLIENT_SEED_PATTERN.source).toBe(CONTRACT_CLIENT_SEED_PATTERN.source);
  });

  it('imports the contract for its types only, so its schemas (zod) never reach a browser bundle', () => {
    const sources = readdirSync(__dirname)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
      .map((name) => readFileSync(path.join(__dirname, name), 'utf8'));
    const statements = sources.flatMap((text) => [
      ...text.matchAll(/^(import|export)\b[^;]*?from '(@wl\/contract[^']*|zod)';/gms),
    ]);
    expect(statements.length).toBeGreaterThan(5);
    expect(statements.map(([text]) => text).filter((text) => !/^(import|export) type\b/.test(text))).toEqual(
      [],
    );
  });

  it('documents amounts as the wire carries them: major units, never minor ones', () => {
    // The contract's rule: money travels in major units of the site currency; the client never sees minor units.
    const sources = readdirSync(__dirname)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
      .map((name) => [name, readFileSync(path.join(__dirname, name), 'utf8')] as const);
    expect(sources.filter(([, text]) => /minor units/i.test(text)).map(([name]) => name)).toEqual([]);
  });
});

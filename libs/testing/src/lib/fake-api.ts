import axios from 'axios';
import type { ApiClient } from '@wl/api';
import type { CallAnswer, CallPath } from '@wl/contract';

/** A platform answer: an envelope and its fields (a typed answer of @wl/api, or a literal). */
export type Answer = object;

/** A request the fake platform received: the call's path (`auth/login`) and its JSON body ({} if none). */
export interface ReceivedCall {
  path: string;
  body: Record<string, unknown>;
}

/** The platform's answer to a call; undefined answers statusCode 1; a promise lets a test decide when. */
export type Handler = (
  path: string,
  body: Record<string, unknown>,
) => Answer | undefined | Promise<Answer | undefined>;

/** What the fake platform answers: a table by path (which a test may change between calls), or a handler. */
export type Answers = Record<string, Answer> | Handler;

/** A successful envelope with these fields. */
export const ok = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  statusCode: 1,
  message: 'OK',
  ...fields,
});

/**
 * The success answer of one call, its fields typed by the contract: a fixture cannot drift from what the
 * platform answers (okAnswer('settings/get_inbox', { value: [...] })).
 */
export const okAnswer = <P extends CallPath>(_path: P, fields: CallAnswer<P>): Record<string, unknown> =>
  ok(fields);

/** Answers by path from a table, read at each call; a path missing from it answers statusCode 1. */
export function answersByPath(table: Record<string, Answer>): Handler {
  return (path) => table[path];
}

/**
 * An API client whose answers come from a table or a handler, through a real axios instance with a test
 * adapter: the calls of @wl/api run unchanged and every request is recorded in `calls`.
 */
export function fakeApi(answers: Answers = {}): { api: ApiClient; calls: ReceivedCall[] } {
  const handler = typeof answers === 'function' ? answers : answersByPath(answers);
  const calls: ReceivedCall[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url ?? '';
      const body =
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const data = (await handler(path, body)) ?? ok();
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  const api: ApiClient = {
    baseURL: '/api',
    http: async () => instance,
    startup: () => Promise.reject(new Error('startup is not part of this test')),
  };
  return { api, calls };
}

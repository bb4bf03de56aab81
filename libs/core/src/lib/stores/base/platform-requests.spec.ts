import type { Envelope, MemberRequest } from '@wl/api';
import { answersByPath, fakeApi } from '../../../testing/fake-api';
import { PlatformRequests, type PlatformPort } from './platform-requests';

type Deferred = { resolve: (answer: Envelope) => void; promise: Promise<Envelope> };

function deferred(): Deferred {
  let resolve: (answer: Envelope) => void = () => undefined;
  const promise = new Promise<Envelope>((done) => (resolve = done));
  return { resolve, promise };
}

function setup(member: MemberRequest | null = null) {
  const { api } = fakeApi(answersByPath({}));
  const report = jest.fn();
  const platform: PlatformPort = { api, report };
  const session = { member };
  return { requests: new PlatformRequests(platform, session), report, session };
}

const OK: Envelope = { statusCode: 1, message: 'OK' };

it('shares one identical request while it is on its way, and shows it as loading', async () => {
  const { requests } = setup();
  const answer = deferred();
  const call = jest.fn(() => answer.promise);
  const first = requests.run('games', call, { args: { page: 1 } });
  const second = requests.run('games', call, { args: { page: 1 } });
  expect(call).toHaveBeenCalledTimes(1);
  expect(requests.isLoading('games')).toBe(true);
  answer.resolve(OK);
  expect(await first).toBe(await second);
  expect(requests.isLoading('games')).toBe(false);
});

it('keeps an older answer of a member from counting once a newer request was sent', async () => {
  const { requests } = setup();
  const older = deferred();
  const newer = deferred();
  const first = requests.run('games', () => older.promise, { args: { page: 1 } });
  const second = requests.run('games', () => newer.promise, { args: { page: 2 } });
  newer.resolve(OK);
  older.resolve(OK);
  expect((await second).current).toBe(true);
  expect((await first).current).toBe(false);
});

it('sends every failure of a current answer to the global error handler, quiet ones aside', async () => {
  const { requests, report } = setup();
  const expired = { statusCode: 0, message: 'sessionExpired' };
  expect((await requests.run('balance', async () => expired)).ok).toBe(false);
  expect(report).toHaveBeenCalledWith(expired);
  await requests.run('code', async () => ({ statusCode: 0, message: 'alreadyVerified' }), {
    quiet: (answer) => answer.message === 'alreadyVerified',
  });
  expect(report).toHaveBeenCalledTimes(1);
});

it('reports a success it cannot use as an unknown error', async () => {
  const { requests, report } = setup();
  const outcome = await requests.run('session', async () => OK, { accept: () => false });
  expect(outcome.ok).toBe(false);
  expect(report).toHaveBeenCalledWith({ statusCode: -500, message: '' });
});

it('makes answers asked before a clear stale, and reports nothing for them', async () => {
  const { requests, report } = setup();
  const answer = deferred();
  const pending = requests.run('balance', () => answer.promise);
  requests.clear();
  answer.resolve({ statusCode: 0, message: 'sessionExpired' });
  expect((await pending).current).toBe(false);
  expect(report).not.toHaveBeenCalled();
});

it('member calls: nothing for a guest, and stale once another session is signed in', async () => {
  expect(await setup().requests.forMember('balance', async () => OK)).toBeNull();
  const { requests, session } = setup({ account_id: 'demo1', auth: 'a' });
  const answer = deferred();
  const pending = requests.forMember('balance', (member) => {
    expect(member).toEqual({ account_id: 'demo1', auth: 'a' });
    return answer.promise;
  });
  session.member = { account_id: 'demo2', auth: 'b' };
  answer.resolve(OK);
  expect((await pending)?.current).toBe(false);
});

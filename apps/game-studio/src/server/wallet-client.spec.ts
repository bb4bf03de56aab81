import { signWalletBody } from './wallet-signature';
import {
  type RetryPolicy,
  type TransportRequest,
  type WalletClientOptions,
  type WalletTransport,
  createWalletClient,
  readFreeRounds,
} from './wallet-client';

const FAST: RetryPolicy = { maxAttempts: 3, deadlineMs: 5_000, baseDelayMs: 2, maxDelayMs: 10 };
const FAST_SETTLE: RetryPolicy = {
  maxAttempts: Infinity,
  deadlineMs: 10_000,
  baseDelayMs: 2,
  maxDelayMs: 10,
};

type Step = number | 'network' | { status: number; body: unknown };

/** A transport that answers each attempt from a script (an HTTP status with an OK body, a network error
 * or a given answer) and records what it was sent. */
function scripted(steps: Step[]) {
  const sent: { url: string; init: TransportRequest }[] = [];
  const transport: WalletTransport = async (url, init) => {
    sent.push({ url, init });
    const step = steps.shift() ?? 200;
    if (step === 'network') throw new TypeError('fetch failed');
    const { status, body } =
      typeof step === 'number'
        ? { status: step, body: { status: step < 500 ? 'OK' : 'INTERNAL_ERROR', balance: 100 } }
        : step;
    return { status, text: async () => JSON.stringify(body) };
  };
  return { transport, sent };
}

function client(transport: WalletTransport, extra: Partial<WalletClientOptions> = {}) {
  return createWalletClient({
    baseUrl: 'http://platform.test/',
    providerCode: 'JILI',
    secret: 'test-secret',
    transport,
    interactiveRetry: FAST,
    settleRetry: FAST_SETTLE,
    ...extra,
  });
}

const BET = {
  token: 'tok-0123456789abcdef',
  player_id: 'p1',
  transaction_id: 'bet-1',
  round_id: 'rd-1',
  game_code: 'JL-1',
  amount: 500,
  currency: 'PHP',
};

describe('wallet client', () => {
  it('posts to <base>/api/wallet/<call> with the provider code and a signature of the exact body', async () => {
    const { transport, sent } = scripted([200]);
    const wallet = client(transport, { now: () => 1_700_000_000_123 });
    const result = await wallet.bet(BET);
    expect(result).toMatchObject({ kind: 'answer', httpStatus: 200, answer: { status: 'OK' }, attempts: 1 });
    const [{ url, init }] = sent as [(typeof sent)[0]];
    expect(url).toBe('http://platform.test/api/wallet/bet');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual(BET);
    expect(init.headers['x-provider-code']).toBe('JILI');
    expect(init.headers['content-type']).toBe('application/json');
    expect(init.headers['x-signature']).toBe(signWalletBody('test-secret', init.body, 1_700_000_000));
  });

  it('retries on HTTP 5xx and network errors with the same body, signed again each time', async () => {
    const { transport, sent } = scripted([503, 'network', 200]);
    let clock = 1_700_000_000_000;
    const wallet = client(transport, { now: () => (clock += 1_000) });
    const result = await wallet.bet(BET);
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK' }, attempts: 3 });
    expect(new Set(sent.map((s) => s.init.body)).size).toBe(1);
    const times = sent.map((s) => /^t=(\d+),v1=[0-9a-f]{64}$/.exec(s.init.headers['x-signature'] ?? '')?.[1]);
    expect(new Set(times).size).toBe(3);
    for (const s of sent) {
      const t = Number(/^t=(\d+)/.exec(s.init.headers['x-signature'] ?? '')?.[1]);
      expect(s.init.headers['x-signature']).toBe(signWalletBody('test-secret', s.init.body, t));
    }
  });

  it.each([
    ['a business error (HTTP 200)', { status: 200, body: { status: 'INSUFFICIENT_FUNDS', balance: 10 } }],
    ['a bad request (HTTP 400)', { status: 400, body: { status: 'INVALID_REQUEST' } }],
    ['a bad signature (HTTP 401)', { status: 401, body: { status: 'INVALID_SIGNATURE' } }],
  ])('does not retry %s: every answer but 5xx is final', async (_what, step) => {
    const { transport, sent } = scripted([step, 200]);
    const result = await client(transport).bet(BET);
    expect(result).toMatchObject({ kind: 'answer', httpStatus: step.status, answer: step.body, attempts: 1 });
    expect(sent).toHaveLength(1);
  });

  it('gives up on a call the player waits on after its attempts: unknown', async () => {
    const { transport, sent } = scripted([503, 'network', 500, 200]);
    const result = await client(transport).bet(BET);
    expect(result).toMatchObject({ kind: 'unknown', attempts: 3 });
    expect(sent).toHaveLength(3);
  });

  it('settles a win in the background until a final answer, counted as pending meanwhile', async () => {
    const { transport, sent } = scripted([503, 503, 'network', 503, 503, 200]);
    const wallet = client(transport);
    const win = {
      player_id: 'p1',
      transaction_id: 'win-1',
      round_id: 'rd-1',
      game_code: 'JL-1',
      amount: 0,
      currency: 'PHP',
    };
    const settled = wallet.settle('win', win);
    expect(wallet.pending()).toBe(1);
    await expect(settled).resolves.toMatchObject({ kind: 'answer', answer: { status: 'OK' }, attempts: 6 });
    expect(wallet.pending()).toBe(0);
    expect(sent.map((s) => JSON.parse(s.init.body))).toEqual(Array(6).fill(win));
  });

  it('stops a settle call at its deadline, and on close', async () => {
    const { transport } = scripted(Array(1_000).fill(503));
    let clock = 0;
    const wallet = client(transport, {
      now: () => (clock += 50),
      settleRetry: { maxAttempts: Infinity, deadlineMs: 500, baseDelayMs: 1, maxDelayMs: 2 },
    });
    await expect(wallet.settle('round_end', { player_id: 'p1', round_id: 'rd-1' })).resolves.toMatchObject({
      kind: 'unknown',
      reason: 'HTTP 503',
    });

    const closing = client(scripted(Array(1_000).fill(503)).transport, {
      settleRetry: { maxAttempts: Infinity, deadlineMs: 60_000, baseDelayMs: 1_000, maxDelayMs: 1_000 },
    });
    const pending = closing.settle('round_end', { player_id: 'p1', round_id: 'rd-1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    closing.close();
    await expect(pending).resolves.toMatchObject({ kind: 'unknown' });
  });

  it('treats an unreadable answer below 500 as final and unknown', async () => {
    const sent: string[] = [];
    const transport: WalletTransport = async (url) => {
      sent.push(url);
      return { status: 200, text: async () => '<html>not the wallet</html>' };
    };
    await expect(client(transport).bet(BET)).resolves.toMatchObject({ kind: 'unknown', attempts: 1 });
    expect(sent).toHaveLength(1);
  });

  it('times out a hanging attempt and retries it', async () => {
    let calls = 0;
    const transport: WalletTransport = (_url, init) => {
      calls += 1;
      if (calls === 1) {
        return new Promise((_resolve, reject) =>
          init.signal.addEventListener('abort', () => reject(init.signal.reason)),
        );
      }
      return Promise.resolve({ status: 200, text: async () => '{"status":"OK","balance":1}' });
    };
    const result = await client(transport, { attemptTimeoutMs: 50 }).authenticate('tok-0123456789abcdef');
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK' }, attempts: 2 });
  });
});

describe('free rounds in answers', () => {
  const GRANT = { id: 'fr-42', rounds_left: 3, bet_amount: 500, expires_at: '2030-01-01T00:00:00.000Z' };

  it('reads an answer’s free_rounds, and sends a free round’s bet with its free_round_id', async () => {
    const { transport, sent } = scripted([
      { status: 200, body: { status: 'OK', player_id: 'p1', balance: 100, free_rounds: GRANT } },
      { status: 200, body: { status: 'OK', balance: 100, free_rounds: { ...GRANT, rounds_left: 2 } } },
    ]);
    const wallet = client(transport);
    await expect(wallet.authenticate('tok-0123456789abcdef')).resolves.toMatchObject({
      answer: { status: 'OK', free_rounds: GRANT },
    });
    const bet = await wallet.bet({ ...BET, amount: 450, free_round_id: 'fr-42' });
    expect(bet).toMatchObject({ answer: { free_rounds: { rounds_left: 2 } } });
    expect(JSON.parse(sent[1]?.init.body ?? '')).toEqual({ ...BET, amount: 450, free_round_id: 'fr-42' });
  });

  it.each([
    ['not an object', 'fr-42'],
    ['an array', [GRANT]],
    ['without an id', { ...GRANT, id: undefined }],
    ['with an id the bet could not send back', { ...GRANT, id: 'has a space' }],
    ['with a fractional count', { ...GRANT, rounds_left: 1.5 }],
    ['with a negative count', { ...GRANT, rounds_left: -1 }],
    ['with a count as text', { ...GRANT, rounds_left: '3' }],
    ['with no bet amount', { ...GRANT, bet_amount: 0 }],
    ['with an unreadable expiry', { ...GRANT, expires_at: 'soon' }],
  ])('ignores a malformed free_rounds (%s), and keeps the rest of the answer', async (_what, grant) => {
    expect(readFreeRounds(grant)).toBeUndefined();
    const { transport } = scripted([
      { status: 200, body: { status: 'OK', player_id: 'p1', balance: 100, free_rounds: grant } },
    ]);
    const result = await client(transport).authenticate('tok-0123456789abcdef');
    expect(result).toMatchObject({ kind: 'answer', answer: { status: 'OK', player_id: 'p1', balance: 100 } });
    expect(result.kind === 'answer' && 'free_rounds' in result.answer).toBe(false);
  });

  it('keeps only the protocol’s fields of a grant', () => {
    expect(readFreeRounds({ ...GRANT, extra: true })).toEqual(GRANT);
    expect(readFreeRounds({ ...GRANT, rounds_left: 0 })).toEqual({ ...GRANT, rounds_left: 0 });
  });
});

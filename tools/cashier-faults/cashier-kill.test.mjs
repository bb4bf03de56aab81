// The cashier survives a killed platform. Players deposit (the PSP's signed notifications arrive many times)
// and request, retry and cancel withdrawals while the operator approves and the PSP pays some of them; the
// platform process is killed (SIGKILL) in the middle of that burst and started again on the same PostgreSQL
// database; every request is then sent again with its request id and every notification delivered again.
// Afterwards, for every player: each pocket's balance = the sum of its ledger entries, the available
// balance = credits + deposits - holds + releases, each deposit is credited at most once (exactly once when
// its payment succeeded), and every withdrawal hold is held, released or paid, never two of these.
// Needs the built platform (dist/apps/platform) and PostgreSQL (TEST_DATABASE_URL, default
// postgres@127.0.0.1:5432). Run: node --test tools/cashier-faults/
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { freePort, post, waitFor } from '../testing/loopback.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PSP_SECRET = 'cashier-kill-psp-secret-0123456789';
const PLAYERS = 4;
const WITHDRAWALS_PER_PLAYER = 8;
const SEED_START_MS = 240_000;
const PASSWORD = 'Tidal7Lantern';

const state = { databaseUrl: '', databaseName: '', platform: undefined, psp: undefined };
let platformPort = 0;
let pspPort = 0;
/** The payments and payouts the PSP was asked for, by reference (idempotent, as a PSP is). */
const pspObjects = new Map();

/** A PSP's API, enough for the platform: creates payments and payouts and answers them. */
function startPsp() {
  let count = 0;
  state.psp = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      let object = pspObjects.get(body.reference);
      if (!object) {
        count += 1;
        const payout = request.url === '/v1/payouts';
        object = { ...body, id: `${payout ? 'po' : 'pay'}_${count}`, status: 'pending', payout };
        if (!payout) object.hosted_url = `http://127.0.0.1:${pspPort}/pay/${object.id}`;
        pspObjects.set(body.reference, object);
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(object));
    });
  });
  return new Promise((resolve) => state.psp.listen(pspPort, '127.0.0.1', resolve));
}

function startPlatform() {
  const child = spawn('node', [path.join(repoRoot, 'dist/apps/platform/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      DATABASE_URL: state.databaseUrl,
      DEMO_DATA: '1',
      DEMO_PSP_URL: `http://127.0.0.1:${pspPort}`,
      DEMO_PSP_SECRET: PSP_SECRET,
      DEMO_STUDIO_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  state.platform = child;
  return waitFor(
    'the platform answers',
    async () =>
      (await post(`http://127.0.0.1:${platformPort}/api/startup`, { domain_name: 'casino1.localhost' }))
        .status === 200,
    SEED_START_MS,
  );
}

function operatorSync(...args) {
  const result = spawnSync('node', [path.join(repoRoot, 'dist/apps/platform/operator.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: state.databaseUrl, SECURITY_LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `operator ${args.join(' ')}: ${result.stderr}`);
}

/** The operator command run alongside the burst: it may fail while the platform is down; that is fine. */
function operator(...args) {
  return new Promise((resolve) => {
    const child = spawn('node', [path.join(repoRoot, 'dist/apps/platform/operator.js'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: state.databaseUrl, SECURITY_LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** A notification as the PSP sends it, signed. */
function notify(type, object, amount = object.amount) {
  const raw = JSON.stringify({
    id: `evt_${object.id}_${type}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      id: object.id,
      reference: object.reference,
      amount,
      currency: object.currency,
      status: type.split('.')[1],
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', PSP_SECRET).update(`${t}.${raw}`).digest('hex');
  return post(
    `http://127.0.0.1:${platformPort}/api/cashier/psp/notify/DEMOPSP`,
    undefined,
    { 'psp-signature': `t=${t},v1=${mac}` },
    raw,
  );
}

before(async () => {
  platformPort = await freePort();
  pspPort = await freePort();
  state.databaseName = `wl_cashier_kill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${state.databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${state.databaseName}`;
  state.databaseUrl = url.toString();
  await startPsp();
  await startPlatform();
  operatorSync(
    'cashier',
    'settings',
    '--site',
    'casino1',
    '--wagering-percent',
    '0',
    '--max-pending',
    '50',
    '--per-day',
    '1000',
  );
});

after(async () => {
  if (state.platform && state.platform.exitCode === null) state.platform.kill('SIGKILL');
  state.psp?.close();
  if (state.databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${state.databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

const api = (call) => `http://127.0.0.1:${platformPort}/api/${call}`;
const site = { domain_name: 'casino1.localhost' };

/** A new player of casino1 with a name, 5,000 PHP credited and a bank account. */
async function newPlayer(index) {
  const accountId = `cash${index}${randomBytes(2).toString('hex')}`;
  const from = { 'x-forwarded-for': `198.51.100.${40 + index}` };
  const signup = await post(
    api('auth/signup'),
    { ...site, account_id: accountId, password: PASSWORD, contact_phone: `+63917556${String(1000 + index)}` },
    from,
  );
  assert.equal(signup.json?.statusCode, 1, `signup: ${JSON.stringify(signup.json)}`);
  const session = { ...site, account_id: accountId, auth: signup.json.token };
  const named = await post(
    api('settings/profile_update'),
    { ...session, full_name: 'Maria Santos', contact_email: `${accountId}@example.com` },
    from,
  );
  assert.equal(named.json?.statusCode, 1, `profile: ${JSON.stringify(named.json)}`);
  operatorSync(
    'players',
    'credit',
    '--site',
    'casino1',
    '--account',
    accountId,
    '--amount',
    '5000.00',
    '--reason',
    'kill test',
  );
  const bank = await post(
    api('cashier/bank_add'),
    {
      ...session,
      bank_code: 'BDO',
      holder_name: 'Maria Santos',
      account_number: `00${String(1234567890 + index)}`,
    },
    from,
  );
  assert.equal(bank.json?.statusCode, 1, `bank: ${JSON.stringify(bank.json)}`);
  return { accountId, session, from, bankAccountId: bank.json.bank_account.bank_account_id };
}

test('a platform killed in a burst of deposits, withdrawals, approvals and cancellations loses and creates no money', async () => {
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) players.push(await newPlayer(i));

  // Every request the burst makes, so that each can be sent again after the restart with its request id.
  const withdrawalRequests = players.flatMap((player) =>
    Array.from({ length: WITHDRAWALS_PER_PLAYER }, (_, n) => ({
      player,
      body: {
        ...player.session,
        method_code: 'bank',
        amount: String(100 + 25 * n),
        bank_account_id: player.bankAccountId,
        request_id: randomUUID(),
      },
    })),
  );
  const depositRequests = players.map((player) => ({
    player,
    body: { ...player.session, method_code: 'bank', amount: '1000', request_id: randomUUID() },
  }));
  const made = new Map();
  const stats = { requested: 0, cancelled: 0, approved: 0, paid: 0, credited: 0 };

  const withdraw = async (request) => {
    const answer = await post(api('cashier/withdraw'), request.body, request.player.from);
    if (answer.json?.statusCode === 1) {
      made.set(answer.json.withdrawal.id, request);
      stats.requested += 1;
    }
    return answer.json?.withdrawal?.id;
  };
  const deposit = async (request) => {
    const answer = await post(api('cashier/deposit'), request.body, request.player.from);
    return answer.json?.deposit?.id;
  };
  const cancel = async (id) => {
    const request = made.get(id);
    const answer = await post(
      api('cashier/withdrawal_cancel'),
      { ...request.player.session, withdrawal_id: id },
      request.player.from,
    );
    if (answer.json?.statusCode === 1) stats.cancelled += 1;
  };
  const approveAndPay = async (id) => {
    if (await operator('withdrawals', 'approve', '--id', id)) stats.approved += 1;
    const payout = pspObjects.get(id);
    if (payout && (await notify('payout.paid', payout)).status === 200) stats.paid += 1;
  };
  const credit = async (depositId) => {
    const payment = depositId && pspObjects.get(depositId);
    if (!payment) return;
    // Three deliveries of the same success, at once.
    const answers = await Promise.all([1, 2, 3].map(() => notify('payment.succeeded', payment)));
    if (answers.some((a) => a.status === 200)) stats.credited += 1;
  };

  // The operator's approvals of the burst: each a process of its own that may still be starting when the
  // burst's requests are done; they are waited for before the pending withdrawals left are cancelled.
  const approvals = [];
  // The burst: deposits and their notifications, withdrawals (each sent twice at once), then for each
  // player's withdrawals alternately a cancellation and an approval with its payout; the kill lands in it.
  const burst = Promise.all([
    ...depositRequests.map(async (request) => credit(await deposit(request))),
    ...players.map(async (player) => {
      const mine = withdrawalRequests.filter((r) => r.player === player);
      for (const [n, request] of mine.entries()) {
        const [id] = await Promise.all([withdraw(request), withdraw(request)]);
        if (!id) continue;
        if (n % 2 === 0) void cancel(id);
        else approvals.push(approveAndPay(id));
      }
    }),
  ]);
  // Under way: two withdrawals per player on average (the answers to a request sent twice count once) and
  // an approval started, so that the kill lands among requests, cancellations and approvals alike.
  await waitFor(
    'the burst is under way',
    async () => made.size >= PLAYERS * 2 && approvals.length > 0,
    120_000,
  );
  state.platform.kill('SIGKILL');
  await new Promise((resolve) => state.platform.once('exit', resolve));
  const requestedBeforeKill = stats.requested;
  await burst;
  await Promise.all(approvals);
  await startPlatform();

  // After the restart: every request again with its own request id (a retry never makes a second one),
  // every deposit's success notified again, every approved payout paid (again), and the rest decided.
  for (const request of withdrawalRequests) await withdraw(request);
  for (const request of depositRequests) await credit(await deposit(request));
  const db = new pg.Client({ connectionString: state.databaseUrl });
  await db.connect();
  try {
    const open = await db.query(
      `select public_id, state from withdrawals where state in ('pending', 'approved')`,
    );
    for (const row of open.rows) {
      if (row.state === 'pending') await cancel(row.public_id);
      else await approveAndPay(row.public_id);
    }
    console.log(
      `withdrawal requests answered ${stats.requested} (${requestedBeforeKill} before the kill), cancelled ${stats.cancelled}, ` +
        `approved ${stats.approved}, payouts notified ${stats.paid}; deposit notifications taken ${stats.credited}`,
    );

    const accounts = players.map((p) => p.accountId);
    const { rows } = await db.query(
      `select p.account_id, a.pocket, a.balance_minor::bigint as balance,
              (select coalesce(sum(e.amount_minor), 0) from ledger_entries e where e.account_id = a.id)::bigint as entries
         from players p join ledger_accounts a on a.player_id = p.id and a.asset = 'game'
        where p.account_id = any($1)`,
      [accounts],
    );
    for (const row of rows)
      assert.equal(row.balance, row.entries, `${row.account_id} ${row.pocket}: balance = its entries`);
    const byKind = await db.query(
      `select p.account_id,
              (select balance_minor from ledger_accounts where player_id = p.id and asset = 'game' and pocket = 'available')::bigint as available,
              (select coalesce(balance_minor, 0) from ledger_accounts where player_id = p.id and asset = 'game' and pocket = 'frozen')::bigint as held,
              coalesce(sum(t.amount_minor) filter (where t.kind in ('credit', 'deposit', 'withdrawalRelease')), 0)::bigint
                - coalesce(sum(t.amount_minor) filter (where t.kind = 'withdrawalHold'), 0)::bigint as expected_available,
              coalesce(sum(t.amount_minor) filter (where t.kind = 'withdrawalHold'), 0)::bigint
                - coalesce(sum(t.amount_minor) filter (where t.kind in ('withdrawalRelease', 'withdrawalPayout')), 0)::bigint as expected_held
         from players p join ledger_transactions t on t.player_id = p.id and t.asset = 'game'
        where p.account_id = any($1) group by p.id, p.account_id`,
      [accounts],
    );
    assert.equal(byKind.rows.length, PLAYERS);
    for (const row of byKind.rows) {
      assert.equal(
        row.available,
        row.expected_available,
        `${row.account_id}: available = credits + deposits - holds + releases`,
      );
      assert.equal(
        row.held ?? '0',
        row.expected_held,
        `${row.account_id}: held = holds - releases - payouts`,
      );
    }
    // Each deposit credited exactly once, and only a completed one.
    const credits = await db.query(
      `select d.public_id, d.state,
              (select count(*) from ledger_transactions t where t.kind = 'deposit' and t.reason = 'deposit ' || d.public_id)::int as postings
         from deposits d`,
    );
    assert.equal(credits.rows.length, PLAYERS, 'one deposit per player, however often it was sent');
    for (const row of credits.rows)
      assert.equal(row.postings, row.state === 'completed' ? 1 : 0, `${row.public_id} (${row.state})`);
    // Every withdrawal: one hold; released or paid once when it has ended, never both; nothing while open.
    const holds = await db.query(
      `select w.public_id, w.state,
              (select count(*) from ledger_transactions t where t.idempotency_key = 'withdrawal-hold:' || w.public_id)::int as holds,
              (select count(*) from ledger_transactions t where t.idempotency_key = 'withdrawal-release:' || w.public_id)::int as releases,
              (select count(*) from ledger_transactions t where t.idempotency_key = 'withdrawal-payout:' || w.public_id)::int as payouts
         from withdrawals w`,
    );
    assert.ok(holds.rows.length > 0);
    for (const row of holds.rows) {
      const expected = {
        holds: 1,
        releases: ['cancelled', 'rejected', 'failed'].includes(row.state) ? 1 : 0,
        payouts: row.state === 'paid' ? 1 : 0,
      };
      assert.deepEqual(
        { holds: row.holds, releases: row.releases, payouts: row.payouts },
        expected,
        `${row.public_id} (${row.state})`,
      );
    }
    const ends = new Set(holds.rows.map((row) => row.state));
    assert.ok(ends.has('cancelled') && ends.has('paid'), `withdrawals ended as ${[...ends].join(', ')}`);
    assert.ok(!ends.has('pending'), 'every withdrawal was decided');
    // A request id made one withdrawal, however often it was sent.
    const perRequest = await db.query(
      `select count(*)::int as n, count(distinct request_id)::int as ids from withdrawals`,
    );
    assert.equal(perRequest.rows[0].n, perRequest.rows[0].ids);
  } finally {
    await db.end();
  }
});

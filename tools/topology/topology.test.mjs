// Many site servers behind a load balancer: nginx in front of two site servers on one PostgreSQL
// database (tools/topology/start-topology.mjs). Under load, one server is killed and restarted; page views
// never fail, a POST fails only with nginx's 502/504 while the killed server had it in flight, money is
// paid exactly once, and sessions and rate limits are the same whichever server answers.
// Run: node --test tools/topology/ (TOPOLOGY_LOAD_MS sets the load's length, 20 s by default).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { startTopology } from './start-topology.mjs';

const LOAD_MS = Number(process.env.TOPOLOGY_LOAD_MS ?? 20_000);
const PASSWORD = 'Demo1234!';
const REQUEST_TIMEOUT_MS = 15_000;

/** @type {import('./start-topology.mjs').Topology | undefined} */
let topology;
const startedAt = Date.now();

before(async () => {
  topology = await startTopology({ log: (line) => console.log(`${line}`) });
  console.log(`topology up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
});

after(async () => {
  await topology?.stop();
  console.log(`whole run ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
});

/** @returns {import('./start-topology.mjs').Topology} */
function up() {
  assert.ok(topology, 'the topology did not start');
  return topology;
}

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, any> | undefined} json
 * @property {string} upstream  nginx's X-Upstream: the server(s) it tried, '' on a direct call
 * @property {string} text
 */

/**
 * A client of its own loopback address (127.0.0.x), as a distinct player's browser would be: nginx passes
 * that address on, and the servers trust only nginx (127.0.0.1) to tell them.
 */
/**
 * An answer whose head arrived but whose body was cut off: nginx had begun to pass on a server's answer
 * when that server died, and after the first byte it can no longer try another server.
 */
class CutOff extends Error {
  /**
   * @param {string} message
   * @param {string} upstream  the servers nginx tried (X-Upstream)
   */
  constructor(message, upstream) {
    super(`${message} (cut off mid-answer via ${upstream})`);
    this.upstream = upstream;
  }
}

class Client {
  /** @param {string} localAddress */
  constructor(localAddress) {
    this.localAddress = localAddress;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  }

  /**
   * @param {string} base  http://127.0.0.1:port
   * @param {string} urlPath
   * @param {{ method?: string, host?: string, body?: unknown, headers?: Record<string, string> }} [options]
   * @returns {Promise<Answer>}
   */
  request(base, urlPath, { method = 'GET', host, body, headers = {} } = {}) {
    const url = new URL(urlPath, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          headers: {
            ...(host ? { host } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('error', (error) =>
            reject(new CutOff(error.message, String(res.headers['x-upstream'] ?? ''))),
          );
          res.on('end', () => {
            let json;
            try {
              json = res.headers['content-type']?.includes('json') ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            const upstream = res.headers['x-upstream'];
            resolve({ status: res.statusCode ?? 0, json, upstream: String(upstream ?? ''), text });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('client timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /**
   * @param {string} base
   * @param {string} call  e.g. auth/login
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  post(base, call, body, headers) {
    const domain = typeof body['domain_name'] === 'string' ? body['domain_name'] : 'casino1.localhost';
    return this.request(base, `/api/${call}`, { method: 'POST', host: domain, body, headers });
  }

  close() {
    this.agent.destroy();
  }
}

/** @param {number} port */
const direct = (port) => `http://127.0.0.1:${port}`;

/**
 * Signs in through `base`; answers the session token.
 * @param {Client} client
 * @param {string} base
 * @param {string} account
 * @param {string} domain
 */
async function signIn(client, base, account, domain) {
  const answer = await client.post(base, 'auth/login', {
    account_id: account,
    password: PASSWORD,
    domain_name: domain,
  });
  assert.equal(answer.status, 200, `login of ${account}@${domain}: HTTP ${answer.status} ${answer.text}`);
  assert.equal(answer.json?.statusCode, 1, `login of ${account}@${domain}: ${answer.text}`);
  return /** @type {string} */ (answer.json?.token);
}

/**
 * Balances in exact units: major units times 10^4 (no site currency has more digits), tokens whole.
 * @param {Record<string, any> | undefined} json
 */
function balances(json) {
  assert.equal(json?.statusCode, 1, `get_balance: ${JSON.stringify(json)}`);
  return { game: Math.round(Number(json?.game_balance) * 10_000), token: Number(json?.game_token) };
}

test('every server answers /api/startup with the same body', async () => {
  const { servers, url } = up();
  const client = new Client('127.0.0.2');
  try {
    for (const domain of ['casino1.localhost', 'slot3.localhost', 'sportsbook1.localhost']) {
      const answers = await Promise.all(
        [...servers.map((server) => direct(server.port)), url].map((base) =>
          client.post(base, 'startup', { domain_name: domain }),
        ),
      );
      for (const answer of answers) assert.equal(answer.status, 200, answer.text);
      assert.equal(answers[0]?.json?.statusCode, 1, answers[0]?.text);
      for (const answer of answers.slice(1)) assert.deepEqual(answer.json, answers[0]?.json, domain);
    }
  } finally {
    client.close();
  }
});

test('a session signed in through one server works on the other', async () => {
  const { servers, url } = up();
  const client = new Client('127.0.0.3');
  try {
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ]) {
      const signedIn = servers[from];
      const other = servers[to];
      assert.ok(signedIn && other);
      const auth = await signIn(client, direct(signedIn.port), 'demo2', 'casino1.localhost');
      for (const base of [direct(other.port), direct(signedIn.port), url]) {
        const answer = await client.post(base, 'auth/get_balance', {
          account_id: 'demo2',
          auth,
          domain_name: 'casino1.localhost',
        });
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.json?.statusCode, 1, `${base}: ${answer.text}`);
      }
    }
  } finally {
    client.close();
  }
});

test('wrong-password failures count the same whichever server answers; forged X-Forwarded-For is ignored', async () => {
  const { servers, url } = up();
  const client = new Client('127.0.0.4');
  // Through nginx and straight to each server in turn, each time claiming another address nginx does not
  // vouch for: every attempt is the same client (127.0.0.4) to every server.
  const bases = [url, ...servers.map((server) => direct(server.port))];
  /** @type {string[]} */
  const seen = [];
  try {
    for (let i = 0; i < 8; i++) {
      const answer = await client.post(
        bases[i % bases.length] ?? url,
        'auth/login',
        { account_id: 'demo3', password: 'Wrong-password-1', domain_name: 'casino9.localhost' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      seen.push(`${answer.status}:${answer.json?.message}`);
    }
    console.log(`wrong-password logins, alternating nginx/server A/server B: ${seen.join(' ')}`);
    // The policy: 5 free failures, then HTTP 429 while the delay runs.
    assert.deepEqual(seen.slice(0, 5), Array(5).fill('200:invalidCredentials'));
    assert.deepEqual(seen.slice(5), Array(3).fill('429:tooManyRequests'));
    // The right password from this client waits too; another client is not slowed (no lockout).
    const owner = await client.post(url, 'auth/login', {
      account_id: 'demo3',
      password: PASSWORD,
      domain_name: 'casino9.localhost',
    });
    assert.equal(owner.status, 429, owner.text);
    const elsewhere = new Client('127.0.0.5');
    try {
      await signIn(elsewhere, url, 'demo3', 'casino9.localhost');
    } finally {
      elsewhere.close();
    }
  } finally {
    client.close();
  }
});

test('under load, a server killed and restarted: pages fail only if cut off by the kill, POSTs only in flight, money once', async () => {
  const { servers, url } = up();
  const victim = servers[1];
  assert.ok(victim);
  const victimAddress = `127.0.0.1:${victim.port}`;
  const pageHosts = ['casino1', 'casino4', 'slot2', 'sportsbook1', 'localhost'].map((h) =>
    h === 'localhost' ? h : `${h}.localhost`,
  );
  // The money players: demo1..3 on four sites, split over two loops (their own sessions and messages).
  const moneySites = ['casino2', 'casino3', 'slot5', 'sportsbook2'].map((site) => `${site}.localhost`);
  const pairs = moneySites.flatMap((domain) =>
    ['demo1', 'demo2', 'demo3'].map((account) => ({ account, domain })),
  );

  /** @type {Map<string, number>} */
  const counts = new Map();
  const count = (/** @type {string} */ key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  /** @type {Map<string, number>} */
  const byServer = new Map();
  /** @type {string[]} */
  const failures = [];
  /** @type {{ call: string, status: number, upstream: string, startedMs: number }[]} */
  const inFlight = [];
  /** Answers cut off mid-body by the kill: allowed only from the killed server, sent before it was gone. */
  /** @type {{ call: string, upstream: string, startedMs: number }[]} */
  const cutOff = [];
  let killedAt = Number.POSITIVE_INFINITY;
  // The process is gone only some milliseconds after SIGKILL: until then its socket still takes requests.
  let goneAt = Number.POSITIVE_INFINITY;
  let restartedAt = Number.POSITIVE_INFINITY;
  let answeredAfterRestart = 0;

  /**
   * One request of the load; classifies the answer.
   * @param {string} call  its name in the counts
   * @param {() => Promise<Answer>} send
   * @param {boolean} idempotent  a GET: nginx retries it, so it must always succeed
   * @returns {Promise<Answer | undefined>} the answer when it reached a server and answered 200
   */
  const timed = async (call, send, idempotent) => {
    const started = Date.now();
    let answer;
    try {
      answer = await send();
    } catch (error) {
      const byTheKill = Date.now() >= killedAt && started <= goneAt;
      if (error instanceof CutOff && error.upstream.endsWith(victimAddress) && byTheKill)
        cutOff.push({ call, upstream: error.upstream, startedMs: started });
      else failures.push(`${call}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    count(call);
    for (const server of answer.upstream.split(/[,:]\s*/).filter((part) => /^\d+$/.test(part)))
      byServer.set(server, (byServer.get(server) ?? 0) + 1);
    if (started > restartedAt && answer.upstream.endsWith(victimAddress)) answeredAfterRestart++;
    if (answer.status === 200) return answer;
    if (!idempotent && (answer.status === 502 || answer.status === 504)) {
      inFlight.push({ call, status: answer.status, upstream: answer.upstream, startedMs: started });
      count(`${call} ${answer.status}`);
      return undefined;
    }
    failures.push(`${call}: HTTP ${answer.status} via ${answer.upstream} ${answer.text.slice(0, 200)}`);
    return undefined;
  };

  const clients = /** @type {Client[]} */ ([]);
  const client = (/** @type {string} */ address) => {
    const made = new Client(address);
    clients.push(made);
    return made;
  };

  try {
    // Before the load: each money loop signs its players in and reads balances and claimable rewards.
    const moneyLoops = [0, 1].map((loop) => ({
      client: client(`127.0.0.${21 + loop}`),
      pairs: pairs.filter((_, i) => i % 2 === loop),
    }));
    const players = await Promise.all(
      moneyLoops.flatMap(({ client: c, pairs: own }) =>
        own.map(async ({ account, domain }) => {
          const auth = await signIn(c, url, account, domain);
          const member = { account_id: account, auth, domain_name: domain };
          const before = balances((await c.post(url, 'auth/get_balance', member)).json);
          const inbox = await c.post(url, 'settings/get_inbox', member);
          assert.equal(inbox.json?.statusCode, 1, inbox.text);
          /** @type {{ inbox_id: number, reward_type: string, reward_amount: number }[]} */
          const claimable = inbox.json?.value.filter((/** @type {any} */ m) => m.claimable);
          assert.ok(claimable.length > 0, `${account}@${domain} has nothing to claim`);
          return {
            client: c,
            member,
            name: `${account}@${domain}`,
            before,
            toClaim: claimable.map((m) => m.inbox_id),
            /** @type {Map<number, { reward_type: string, reward_amount: number }>} */
            paid: new Map(),
            /** @type {number[]} lost with a 502/504: claimed again after the load */
            retry: [],
            /** @type {number[]} not tried before the load ended: claimed after it */
            late: [],
          };
        }),
      ),
    );
    const claimsTotal = players.reduce((sum, p) => sum + p.toClaim.length, 0);
    // One reward each of eight players is claimed all at once just before the kill, so that some claims
    // are in flight on the server when it dies.
    const burstClient = client('127.0.0.23');
    const burst = players.slice(0, 8).map((player) => ({ player, inboxId: Number(player.toClaim.pop()) }));

    /**
     * @param {(typeof players)[number]} player
     * @param {number} inboxId
     * @param {Client} [via]
     */
    const claim = async (player, inboxId, via = player.client) => {
      const answer = await timed(
        'POST settings/claim_inbox',
        () => via.post(url, 'settings/claim_inbox', { ...player.member, inbox_id: inboxId }),
        false,
      );
      if (!answer) player.retry.push(inboxId);
      else if (answer.json?.statusCode === 1) player.paid.set(inboxId, answer.json);
      else failures.push(`claim ${player.name} #${inboxId}: ${answer.text.slice(0, 200)}`);
    };

    const loadStart = Date.now();
    const deadline = loadStart + LOAD_MS;
    // The load runs LOAD_MS, and on until the restarted server has had 2 s of it, within a hard bound.
    const hardDeadline = deadline + 20_000;
    let stopLoad = false;
    const loadGoing = () => {
      const now = Date.now();
      return !stopLoad && now < hardDeadline && (now < deadline || now < restartedAt + 2000);
    };
    const pageLoop = async (/** @type {Client} */ c, /** @type {number} */ offset) => {
      for (let i = 0; i < 5000 && loadGoing(); i++) {
        const host = pageHosts[(i + offset) % pageHosts.length];
        // Compressed, as a browser asks for it. A server killed while its body is on the wire cuts the
        // answer off (nginx retries only before the first byte): the 137 KB plain page took several
        // writes, a window a kill under this load could hit; its 21 KB compressed form takes one.
        const page = () => c.request(url, '/', { host, headers: { 'accept-encoding': 'gzip' } });
        await timed('GET /', page, true);
      }
    };
    const loginLoop = async (/** @type {Client} */ c) => {
      // Bounded well below the 100 sign-ins per address per 5 minutes.
      for (let i = 0; i < 60 && loadGoing(); i++) {
        const answer = await timed(
          'POST auth/login',
          () =>
            c.post(url, 'auth/login', {
              account_id: 'demo1',
              password: PASSWORD,
              domain_name: 'casino1.localhost',
            }),
          false,
        );
        if (answer && answer.json?.statusCode !== 1) failures.push(`login: ${answer.text.slice(0, 200)}`);
      }
    };
    const moneyLoop = async (/** @type {typeof players} */ own) => {
      const claims = own.reduce((sum, p) => sum + p.toClaim.length, 0);
      // Claims are spread over 90% of the load, so some are in flight when the server dies.
      const claimEvery = (LOAD_MS * 0.9) / Math.max(1, claims);
      let nextClaim = loadStart;
      for (let i = 0; i < 5000 && loadGoing(); i++) {
        const player = own[i % own.length];
        if (!player) break;
        const balance = await timed(
          'POST auth/get_balance',
          () => player.client.post(url, 'auth/get_balance', player.member),
          false,
        );
        if (balance && balance.json?.statusCode !== 1)
          failures.push(`get_balance: ${balance.text.slice(0, 200)}`);
        const claimer = own.find((p) => p.toClaim.length > 0);
        if (claimer && Date.now() >= nextClaim) {
          nextClaim += claimEvery;
          await claim(claimer, Number(claimer.toClaim.shift()));
        }
      }
      // What the time left unclaimed is claimed after the load.
      for (const p of own) p.late.push(...p.toClaim.splice(0));
    };
    const chaos = async () => {
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS * 0.3));
      const claims = burst.map(({ player, inboxId }) => claim(player, inboxId, burstClient));
      await new Promise((resolve) => setTimeout(resolve, 5));
      killedAt = Date.now();
      await victim.kill('SIGKILL');
      goneAt = Date.now();
      console.log(
        `killed server ${victim.port} (SIGKILL) at ${((killedAt - loadStart) / 1000).toFixed(1)} s, ` +
          `gone ${goneAt - killedAt} ms later`,
      );
      await Promise.all(claims);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await victim.restart().catch((error) => {
        stopLoad = true;
        throw error;
      });
      restartedAt = Date.now();
      console.log(
        `server ${victim.port} answers again at ${((restartedAt - loadStart) / 1000).toFixed(1)} s`,
      );
    };

    await Promise.all([
      pageLoop(client('127.0.0.11'), 0),
      pageLoop(client('127.0.0.12'), 2),
      loginLoop(client('127.0.0.13')),
      ...moneyLoops.map((loop) => moneyLoop(players.filter((p) => p.client === loop.client))),
      chaos(),
    ]);
    const loadSeconds = (Date.now() - loadStart) / 1000;

    const requests = [...counts].filter(([key]) => !/ \d{3}$/.test(key)).reduce((sum, [, n]) => sum + n, 0);
    console.log(`load: ${loadSeconds.toFixed(1)} s, ${requests} requests through nginx`);
    for (const [key, n] of [...counts].sort()) console.log(`  ${key}: ${n}`);
    console.log(`  upstream tries by server port: ${JSON.stringify(Object.fromEntries(byServer))}`);
    console.log(`  server ${victim.port} answered ${answeredAfterRestart} requests after its restart`);
    console.log(`POSTs lost in flight (nginx 502/504): ${inFlight.length}`);
    for (const lost of inFlight)
      console.log(
        `  ${lost.call} ${lost.status} via ${lost.upstream}, sent ${lost.startedMs - killedAt} ms from the kill`,
      );
    console.log(`answers cut off mid-body by the kill: ${cutOff.length}`);
    for (const cut of cutOff)
      console.log(`  ${cut.call} via ${cut.upstream}, sent ${cut.startedMs - killedAt} ms from the kill`);
    console.log(`other failures: ${failures.length}`);
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);

    assert.equal(
      failures.length,
      0,
      `only POSTs in flight on the killed server may fail; the first of the others: ${failures.slice(0, 5).join('; ')}`,
    );
    for (const lost of inFlight) {
      assert.ok(
        lost.upstream.includes(victimAddress),
        `a ${lost.status} not from the killed server: ${lost.upstream}`,
      );
      assert.ok(
        lost.startedMs <= goneAt,
        `a ${lost.status} for a request sent after the killed server was gone`,
      );
    }
    assert.ok((counts.get('GET /') ?? 0) > 0 && (counts.get('POST settings/claim_inbox') ?? 0) > 0);

    // Claims whose answer was lost (502/504): a retry answers the first claim's answer or alreadyClaimed,
    // and a second retry alreadyClaimed. Claims the load had no time for are made now.
    let retriedPaid = 0;
    let retriedAlreadyClaimed = 0;
    for (const player of players) {
      for (const inboxId of [...player.retry, ...player.late]) {
        const request = { ...player.member, inbox_id: inboxId };
        const answer = await player.client.post(url, 'settings/claim_inbox', request);
        assert.equal(answer.status, 200, answer.text);
        if (answer.json?.statusCode === 1) {
          player.paid.set(inboxId, answer.json);
          if (player.retry.includes(inboxId)) retriedPaid++;
        } else {
          assert.ok(
            player.retry.includes(inboxId),
            `late claim of ${player.name} #${inboxId}: ${answer.text}`,
          );
          assert.equal(
            answer.json?.message,
            'alreadyClaimed',
            `retry of ${player.name} #${inboxId}: ${answer.text}`,
          );
          retriedAlreadyClaimed++;
        }
        const again = await player.client.post(url, 'settings/claim_inbox', request);
        assert.equal(
          again.json?.message,
          'alreadyClaimed',
          `claim again ${player.name} #${inboxId}: ${again.text}`,
        );
      }
    }

    // The ledger: each player's balances moved by exactly the rewards of the messages now claimed.
    let gameRewards = 0;
    let tokens = 0;
    for (const player of players) {
      const inbox = await player.client.post(url, 'settings/get_inbox', player.member);
      assert.equal(inbox.json?.statusCode, 1, inbox.text);
      /** @type {any[]} */
      const messages = inbox.json?.value;
      const expected = { game: 0, token: 0 };
      for (const message of messages) {
        if (!message.claimed) continue;
        const ours = [...player.paid.keys(), ...player.retry].includes(message.inbox_id);
        assert.ok(ours, `${player.name} #${message.inbox_id} claimed by nobody here`);
        if (message.reward_type === 'game') {
          expected.game += Math.round(message.reward_amount * 10_000);
          gameRewards++;
        } else {
          expected.token += message.reward_amount;
          tokens += message.reward_amount;
        }
      }
      assert.deepEqual(
        messages.filter((m) => m.claimable),
        [],
        `${player.name} still has rewards to claim`,
      );
      const after = balances((await player.client.post(url, 'auth/get_balance', player.member)).json);
      assert.deepEqual(
        { game: after.game - player.before.game, token: after.token - player.before.token },
        expected,
        `${player.name}: the balance moved by exactly the rewards claimed`,
      );
      for (const [inboxId, paid] of player.paid) {
        const message = messages.find((m) => m.inbox_id === inboxId);
        assert.ok(message?.claimed, `${player.name} #${inboxId} paid but not marked claimed`);
        assert.equal(paid.reward_amount, message.reward_amount);
      }
    }
    const late = players.reduce((sum, p) => sum + p.late.length, 0);
    console.log(
      `claims: ${claimsTotal} rewards of ${players.length} players; ${inFlight.filter((l) => l.call.includes('claim')).length} ` +
        `lost in flight (retried: ${retriedAlreadyClaimed} had been paid, alreadyClaimed; ${retriedPaid} paid by the ` +
        `retry), ${late} claimed after the load; balances moved by exactly ${gameRewards} game rewards and ${tokens} tokens`,
    );
    assert.ok(answeredAfterRestart > 0, 'nginx sends requests to the restarted server again');
  } finally {
    for (const c of clients) c.close();
  }
});

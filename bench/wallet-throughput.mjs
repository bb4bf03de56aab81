// Seamless-wallet throughput: signed bet+win pairs per second against the standalone platform on
// PostgreSQL, from this process over loopback, with the money invariants checked afterwards; and, in the
// same run, the same client against raw node:http answering a fixed JSON (the ceiling of this machine and
// client), as a ratio. Each worker plays its own player in turn (two workers per player at most), as an
// aggregator's many concurrent players would. Needs a build: npx nx build platform-api
//   node bench/wallet-throughput.mjs [--seconds 10] [--players 128] [--concurrency 64]
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { withBenchDatabase } from './bench-database.mjs';
import pg from 'pg';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 10);
const playerCount = option('players', 128);
const concurrency = option('concurrency', 64);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const platformPort = 4336;
const healthPort = 4337;
const rawPort = 4338;
const PROVIDER = 'JILI';
// The demo provider secret, derived as the platform's demo seed derives it (DEMO_STUDIO_KEY).
const secret = createHmac('sha256', process.env.DEMO_STUDIO_KEY ?? 'demo-game-studio')
  .update(PROVIDER)
  .digest('hex');
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** One POST over the shared keep-alive agent; answers the parsed JSON. */
function request(port, path, payload, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, json: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function signed(port, call, body) {
  const raw = JSON.stringify(body);
  const t = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  return request(port, `/api/wallet/${call}`, raw, {
    'x-provider-code': PROVIDER,
    'x-signature': `t=${t},v1=${mac}`,
  });
}

const api = (path, body, headers) => request(platformPort, `/api${path}`, JSON.stringify(body), headers);

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(what);
}

/** Bet+win pairs for `seconds`, `concurrency` at a time, each worker on its own player in turn. */
async function pairsPerSecond(port, players) {
  let pairs = 0;
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async (w) => {
    const player = players[w % players.length];
    let n = 0;
    while (Date.now() < until) {
      const id = `${w}-${n++}-${randomBytes(3).toString('hex')}`;
      const bet = await signed(port, 'bet', {
        token: player.token,
        player_id: player.playerId,
        transaction_id: `b-${id}`,
        round_id: `r-${id}`,
        game_code: player.game,
        amount: 100,
        currency: player.currency,
      });
      const win = await signed(port, 'win', {
        player_id: player.playerId,
        transaction_id: `w-${id}`,
        round_id: `r-${id}`,
        game_code: player.game,
        amount: n % 3 === 0 ? 250 : 0,
        currency: player.currency,
      });
      if (bet.json.status === 'OK' && win.json.status === 'OK') pairs += 1;
      else failures += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return { rate: pairs / ((Date.now() - started) / 1000), pairs, failures };
}

async function main() {
  // The raw baseline: node:http answering what a wallet answers, no work behind it.
  const answer = JSON.stringify({
    status: 'OK',
    player_id: '1',
    currency: 'PHP',
    balance: 100_000,
    transaction_id: 'x',
  });
  const raw = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
  });
  await new Promise((resolve) => raw.listen(rawPort, '127.0.0.1', resolve));
  const health = http.createServer((_req, res) => res.writeHead(200).end('{"ok":true}'));
  await new Promise((resolve) => health.listen(healthPort, '127.0.0.1', resolve));

  await withBenchDatabase(
    postgresUrl,
    `wl_bench_wallet_${randomBytes(3).toString('hex')}`,
    async (databaseUrl) => {
      const env = { ...process.env, DATABASE_URL: databaseUrl };
      // BENCH_NODE_ARGS: flags for the platform's node (--cpu-prof, say).
      const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const platform = spawn('node', [...nodeArgs, 'dist/apps/platform/main.js'], {
        env: {
          ...env,
          PORT: String(platformPort),
          HOST: '127.0.0.1',
          DEMO_DATA: '1',
          DEMO_STUDIO_URL: `http://127.0.0.1:${healthPort}`,
          LOG_LEVEL: 'fatal',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitFor(
          async () => (await api('/startup', { domain_name: 'casino1.localhost' })).status === 200,
          'the platform did not start (build it: npx nx build platform-api)',
          300_000,
        );
        const site = { domain_name: 'casino1.localhost' };
        const games = await api('/product/get_games', {
          ...site,
          category: 'slots',
          provider_code: PROVIDER,
          page_size: 1,
        });
        const game = games.json.value[0].game_code;
        const players = [];
        for (let i = 0; i < playerCount; i += 1) {
          const accountId = `bench${i}${randomBytes(2).toString('hex')}`;
          const from = { 'x-forwarded-for': `198.51.100.${i + 1}` };
          const signup = await api(
            '/auth/signup',
            {
              ...site,
              account_id: accountId,
              password: 'Tidal7Lantern',
              contact_phone: `+63917666${1000 + i}`,
            },
            from,
          );
          const credit = spawnSync(
            'node',
            [
              'dist/apps/platform/operator.js',
              'players',
              'credit',
              '--site',
              'casino1',
              '--account',
              accountId,
              '--amount',
              '1000000',
              '--reason',
              'bench',
            ],
            { env, encoding: 'utf8' },
          );
          if (credit.status !== 0) throw new Error(credit.stderr);
          const launch = await api(
            '/product/launch_game',
            {
              ...site,
              account_id: accountId,
              auth: signup.json.token,
              provider_code: PROVIDER,
              game_code: game,
            },
            from,
          );
          if (launch.json.statusCode !== 1)
            throw new Error(
              `launch: ${JSON.stringify(launch.json)} (sign-up: ${JSON.stringify(signup.json)})`,
            );
          const url = new URL(launch.json.url);
          const token = url.searchParams.get('token');
          const auth = await signed(platformPort, 'authenticate', { token });
          players.push({
            accountId,
            token,
            playerId: auth.json.player_id,
            currency: auth.json.currency,
            game,
          });
        }

        const baseline = await pairsPerSecond(rawPort, players);
        const wallet = await pairsPerSecond(platformPort, players);

        // The invariants, on the database: every balance is its entries and credits - bets + wins.
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        const { rows } = await db.query(
          `select count(*) filter (where a.balance_minor <> e.total or a.balance_minor <> k.total)::int as broken,
                count(*)::int as players
           from players p
           join ledger_accounts a on a.player_id = p.id and a.asset = 'game' and a.pocket = 'available'
           cross join lateral (select coalesce(sum(amount_minor), 0)::bigint as total from ledger_entries where account_id = a.id) e
           cross join lateral (select coalesce(sum(case kind when 'bet' then -amount_minor when 'credit' then amount_minor
                                 when 'win' then amount_minor when 'refund' then amount_minor else 0 end), 0)::bigint as total
                                 from ledger_transactions where player_id = p.id and asset = 'game') k
          where p.account_id like 'bench%'`,
        );
        const moves = await db.query(`select count(*)::int as n from wallet_transactions`);
        await db.end();

        console.log(
          `\nSeamless wallet on PostgreSQL: ${seconds} s, ${concurrency} concurrent, ${playerCount} players`,
        );
        console.log(`  raw node:http (same client)  ${baseline.rate.toFixed(0).padStart(7)} pairs/s`);
        console.log(
          `  platform bet+win             ${wallet.rate.toFixed(0).padStart(7)} pairs/s  (${((wallet.rate / baseline.rate) * 100).toFixed(1)} % of raw; ${wallet.pairs} pairs, ${wallet.failures} failed)`,
        );
        console.log(
          `  invariants: ${rows[0].players - rows[0].broken}/${rows[0].players} players balance = entries = credits - bets + wins; ${moves.rows[0].n} wallet transactions`,
        );
        if (rows[0].broken > 0 || wallet.failures > 0) process.exitCode = 1;
      } finally {
        platform.kill('SIGTERM');
        await new Promise((resolve) => platform.once('exit', resolve));
      }
    },
  );
  raw.close();
  health.close();
  agent.destroy();
}

await main();

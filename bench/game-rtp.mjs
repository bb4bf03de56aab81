// Measured return to player of the demo game studio's engines against their declared (exact) RTP: each
// row plays --rounds rounds of one engine, game and bet from the crypto random source, and prints the
// declared RTP, the measured RTP (won over staked), its standard error (the sample standard deviation of
// the return per unit staked over √rounds) and the z-score of the difference. Figures only: never a test.
//   npx tsx bench/game-rtp.mjs [--rounds 1000000] [--only slot|roulette|baccarat|crash|keno]
// (plain `node bench/game-rtp.mjs` runs itself again under tsx, which loads the TypeScript engines).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENGINES = new URL('../apps/game-studio/src/engines/index.ts', import.meta.url).href;

async function loadEngines() {
  try {
    return await import(ENGINES);
  } catch (error) {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const tsx = import.meta.resolve('tsx');
    const run = spawnSync(
      process.execPath,
      ['--import', tsx, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    process.exit(run.status ?? 1);
  }
}

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const rounds = Number(option('rounds', '1000000'));
if (!Number.isSafeInteger(rounds) || rounds < 2 || rounds > 100_000_000) {
  console.error('--rounds takes a whole number from 2 to 100,000,000');
  process.exit(1);
}
const only = option('only', 'all');

const {
  SLOT_MODELS,
  buildSlotGame,
  createSlotEngine,
  createRouletteEngine,
  createBaccaratEngine,
  createCrashEngine,
  createKenoEngine,
  cryptoRandom,
} = await loadEngines();

/** The rows: a name, an engine and the bet it plays every round. */
function cases() {
  const rows = [];
  // One game of each slot model, at its lowest stake (the RTP does not depend on the stake).
  SLOT_MODELS.forEach((model, i) => {
    const engine = createSlotEngine(buildSlotGame(model, `BENCH${i + 1}`, 'Lucky Dragon'));
    rows.push({ name: `slot ${model.code}`, engine, input: { stakeMinor: engine.stakeLevelsMinor[0] } });
  });
  const roulette = createRouletteEngine();
  rows.push({
    name: 'roulette straight 17',
    engine: roulette,
    input: { bets: [{ type: 'straight', numbers: [17], stakeMinor: 100 }] },
  });
  rows.push({
    name: 'roulette mixed (8 bets)',
    engine: roulette,
    input: {
      bets: [
        { type: 'straight', numbers: [0], stakeMinor: 100 },
        { type: 'split', numbers: [17, 20], stakeMinor: 200 },
        { type: 'street', numbers: [1, 2, 3], stakeMinor: 100 },
        { type: 'corner', numbers: [25, 26, 28, 29], stakeMinor: 100 },
        { type: 'sixline', numbers: [31, 32, 33, 34, 35, 36], stakeMinor: 100 },
        { type: 'dozen', target: 2, stakeMinor: 300 },
        { type: 'column', target: 1, stakeMinor: 200 },
        { type: 'red', stakeMinor: 500 },
      ],
    },
  });
  const baccarat = createBaccaratEngine();
  for (const type of ['banker', 'player', 'tie']) {
    rows.push({ name: `baccarat ${type}`, engine: baccarat, input: { bets: [{ type, stakeMinor: 1000 }] } });
  }
  const crash = createCrashEngine();
  for (const target of [2, 10]) {
    rows.push({
      name: `crash cash out ${target.toFixed(2)}×`,
      engine: crash,
      input: { stakeMinor: 1000, target },
    });
  }
  const keno = createKenoEngine();
  for (const picks of [[7], [3, 17, 29, 41, 66], [5, 12, 19, 26, 33, 40, 47, 54, 61, 68]]) {
    rows.push({
      name: `keno ${picks.length} pick${picks.length > 1 ? 's' : ''}`,
      engine: keno,
      input: { picks, stakeMinor: 1000 },
    });
  }
  return rows.filter((row) => only === 'all' || row.engine.kind === only);
}

const random = cryptoRandom();
const percent = (x, digits = 3) => `${(x * 100).toFixed(digits)} %`;
console.log(`Game studio RTP: ${rounds.toLocaleString('en')} rounds a row, node:crypto random source`);
console.log(
  `${'engine / bet'.padEnd(26)}${'rounds'.padStart(11)}${'declared'.padStart(12)}${'measured'.padStart(12)}` +
    `${'std err'.padStart(10)}${'z'.padStart(8)}${'seconds'.padStart(9)}`,
);
for (const { name, engine, input } of cases()) {
  const bet = engine.parseBet(input);
  const stake = engine.stakeOf(bet);
  const declared = engine.rtpOf(bet);
  const started = performance.now();
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const r = engine.play(bet, random).winMinor / stake;
    sum += r;
    sumSquares += r * r;
  }
  const seconds = (performance.now() - started) / 1000;
  const measured = sum / rounds;
  // Sample variance of the return per unit staked (n − 1), then the standard error of the mean.
  const variance = (sumSquares - rounds * measured * measured) / (rounds - 1);
  const standardError = Math.sqrt(variance / rounds);
  const z = (measured - declared) / standardError;
  console.log(
    `${name.padEnd(26)}${rounds.toLocaleString('en').padStart(11)}${percent(declared).padStart(12)}` +
      `${percent(measured).padStart(12)}${percent(standardError).padStart(10)}` +
      `${(z >= 0 ? '+' : '') + z.toFixed(2)}`.padStart(8) +
      `${seconds.toFixed(1).padStart(9)}`,
  );
}

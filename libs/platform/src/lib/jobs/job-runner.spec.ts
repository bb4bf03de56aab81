import type { Platform } from '../platform';
import { createTestPlatform } from '../testing/test-platform';
import { createJobRunner, type JobRunner } from './job-runner';

jest.setTimeout(120_000);

const FAST = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 };

async function until(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// On PGlite by default; on a PostgreSQL database of its own with TEST_DATABASE_URL, where each runner
// has a pool of its own, as two platform processes would.
describe('the job runner', () => {
  let platform: Platform;
  const runners: JobRunner[] = [];
  const runner = () => {
    const made = createJobRunner(platform.database.jobConnection, FAST);
    runners.push(made);
    return made;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    for (const made of runners) await made.stop();
    await platform.close();
  });

  it('runs a scheduled job, and holds back a second send with the same singleton key', async () => {
    const ticks: number[] = [];
    const sent: unknown[] = [];
    const jobs = runner();
    jobs.define({ name: 'tick', cron: '* * * * *', run: async () => void ticks.push(Date.now()) });
    jobs.define({ name: 'once', run: async (data) => void sent.push(data['n']) });
    await jobs.start();
    expect(await jobs.send('once', { n: 1 }, { singletonKey: 'k', singletonSeconds: 60 })).toEqual(
      expect.any(String),
    );
    expect(await jobs.send('once', { n: 2 }, { singletonKey: 'k', singletonSeconds: 60 })).toBeNull();
    await until('the scheduled job ran', () => ticks.length > 0 && sent.length > 0);
    expect(sent).toEqual([1]);
    await jobs.stop();
  });

  it('runs each job once with two runners on one database, and a queued job after a restart', async () => {
    const runs: Array<{ n: unknown; by: string }> = [];
    const define = (jobs: JobRunner, by: string) =>
      jobs.define({
        name: 'work',
        run: async (data) => {
          runs.push({ n: data['n'], by });
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
    const first = runner();
    const second = runner();
    define(first, 'first');
    define(second, 'second');
    await Promise.all([first.start(), second.start()]);
    const count = 12;
    await Promise.all(Array.from({ length: count }, (_, n) => first.send('work', { n })));
    await until('every job ran', () => runs.length >= count);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // time for a second run, were there one
    expect(runs.map((r) => r.n).sort((a, b) => Number(a) - Number(b))).toEqual([...Array(count).keys()]);

    // Queued while no runner could take them (not due yet), run by a runner started afterwards.
    runs.length = 0;
    const due = new Date(Date.now() + 2_000);
    for (let n = 0; n < 3; n++) await second.send('work', { n: 100 + n }, { startAfter: due });
    await Promise.all([first.stop(), second.stop()]);
    const third = runner();
    define(third, 'third');
    await third.start();
    await until('the queued jobs ran after the restart', () => runs.length >= 3);
    expect(runs.map((r) => [r.n, r.by]).sort()).toEqual([
      [100, 'third'],
      [101, 'third'],
      [102, 'third'],
    ]);
  });
});

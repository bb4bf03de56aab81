import { inFlightBatches } from './in-flight-batches';

/** A run whose batches finish only when the test says, recording what each batch held. */
function heldRuns() {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve) => {
      batches.push(items);
      finish.push(() => resolve(items.map((n) => `answer ${n}`)));
    });
  return { batches, finish, run };
}

describe('in-flight batches', () => {
  it('sends a lone item at once, and gathers the items that arrive while the database is busy', async () => {
    const { batches, finish, run } = heldRuns();
    const send = inFlightBatches(run, { inFlight: 1, maxItems: 10 });
    const first = send(1);
    expect(batches).toEqual([[1]]);
    const later = [send(2), send(3), send(4)];
    expect(batches).toHaveLength(1);
    finish[0]?.();
    expect(await first).toBe('answer 1');
    await Promise.resolve();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    finish[1]?.();
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('keeps at most maxItems in a batch and inFlight batches running', async () => {
    const { batches, finish, run } = heldRuns();
    const send = inFlightBatches(run, { inFlight: 2, maxItems: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => send(n));
    expect(batches).toEqual([[1], [2]]);
    finish[0]?.();
    await all[0];
    await Promise.resolve();
    expect(batches).toEqual([[1], [2], [3, 4]]);
    finish[1]?.();
    finish[2]?.();
    await Promise.all(all.slice(0, 4));
    await Promise.resolve();
    expect(batches.slice(3)).toEqual([[5, 6]]);
    finish[3]?.();
    expect(await Promise.all(all)).toHaveLength(6);
  });

  it('rejects every item of a failed batch with its error, and goes on with the next one', async () => {
    let calls = 0;
    const send = inFlightBatches(
      async (items: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items.map((n) => n * 10);
      },
      { inFlight: 1, maxItems: 10 },
    );
    const failed = send(1);
    const next = send(2);
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe(20);
  });
});

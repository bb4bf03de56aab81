export interface InFlightBatchOptions {
  /** Batches running at once (each usually holds one pooled database connection). */
  inFlight: number;
  /** Items in one batch at most. */
  maxItems: number;
}

/**
 * Groups work that arrives while the database is busy: an item that comes while `inFlight` batches are
 * running waits for the next batch, which takes every item waiting by then. Alone, an item goes at once
 * (no timer, no added wait); under load, one statement serves many callers. `run` answers one result per
 * item, in order; if it throws, every item of that batch rejects with its error.
 */
export function inFlightBatches<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  { inFlight, maxItems }: InFlightBatchOptions,
): (item: Item) => Promise<Result> {
  interface Waiting {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  const waiting: Waiting[] = [];
  let running = 0;

  async function send(batch: Waiting[]): Promise<void> {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) =>
        i < results.length
          ? w.resolve(results[i] as Result)
          : w.reject(new Error('the batch left an item unanswered')),
      );
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  function pump(): void {
    while (running < inFlight && waiting.length > 0) {
      running += 1;
      void send(waiting.splice(0, maxItems)).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}

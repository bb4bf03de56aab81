import { MAX_PENDING_PRELOADS, PreloadQueue, canPrefetch } from './preload-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('skips prefetching on slow connections and with data-saver', () => {
  expect(canPrefetch(undefined)).toBe(true);
  expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
});

it('keeps at most 4 preloads pending, the rest waiting their turn', async () => {
  expect(MAX_PENDING_PRELOADS).toBe(4);
  const queue = new PreloadQueue();
  const loads = Array.from({ length: 6 }, () => deferred());
  const started: number[] = [];
  loads.forEach((load, i) =>
    queue.register(`r${i}`, () => {
      started.push(i);
      return load.promise;
    }),
  );
  for (let i = 0; i < 6; i += 1) expect(queue.preload(`r${i}`)).toBe(true);
  expect(started).toEqual([0, 1, 2, 3]);
  expect(queue.pendingCount).toBe(4);

  loads[1]?.resolve();
  await flush();
  expect(started).toEqual([0, 1, 2, 3, 4]);
  expect(queue.pendingCount).toBe(4);
});

it('preloads a route once; a failed preload may be tried again', async () => {
  const queue = new PreloadQueue();
  let fail = true;
  const loader = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
  queue.register('login', loader);
  expect(queue.preload('login')).toBe(true);
  await flush();
  fail = false;
  expect(queue.preload('login')).toBe(true);
  await flush();
  expect(queue.preload('login')).toBe(false);
  expect(loader).toHaveBeenCalledTimes(2);
  expect(queue.preload('unknown')).toBe(false);
});

it('fetches nothing on a data-saving connection', () => {
  const queue = new PreloadQueue(() => ({ saveData: true }));
  const loader = jest.fn(async () => undefined);
  queue.register('login', loader);
  expect(queue.preload('login')).toBe(false);
  expect(loader).not.toHaveBeenCalled();
});

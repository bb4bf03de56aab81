import { CHUNK_RELOAD_GUARD_MS, ChunkReloadGuard, isChunkLoadError } from './chunk-reload';

beforeEach(() => sessionStorage.clear());

it('recognises failed chunk downloads', () => {
  expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: https://x/123.js)'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk sign-in-form failed.'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(
    true,
  );
  expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

it('reloads at most once per path within 10 s', () => {
  expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  let now = 1_000;
  const reload = jest.fn();
  const guard = () => new ChunkReloadGuard(sessionStorage, reload, () => now);

  expect(guard().reloadOnce('/slots')).toBe(true);
  now += 9_999;
  expect(guard().reloadOnce('/slots')).toBe(false);
  expect(guard().reloadOnce('/casino')).toBe(true);
  now += 9_999;
  expect(guard().reloadOnce('/casino')).toBe(false);
  now += 1;
  expect(guard().reloadOnce('/casino')).toBe(true);
  expect(reload).toHaveBeenCalledTimes(3);
});

it('does not reload without storage for its guard (no loop)', () => {
  const reload = jest.fn();
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(new ChunkReloadGuard(full, reload).reloadOnce('/')).toBe(false);
  expect(new ChunkReloadGuard(null, reload).reloadOnce('/')).toBe(true);
});

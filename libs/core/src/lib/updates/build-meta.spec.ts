import { BUILD_META_URL, UPDATE_POLL_MS, fetchBuildMeta, pageBuildVersion } from './build-meta';

const response = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

it('polls hourly at /build-meta.json', () => {
  expect(UPDATE_POLL_MS).toBe(3_600_000);
  expect(BUILD_META_URL).toBe('/build-meta.json');
});

it('reads the deployed version without the cache', async () => {
  const fetchFn = jest.fn(async () => response(200, { version: 'abc', builtAt: '2026-01-01T00:00:00Z' }));
  expect(await fetchBuildMeta(fetchFn)).toEqual({ version: 'abc', builtAt: '2026-01-01T00:00:00Z' });
  expect(fetchFn).toHaveBeenCalledWith('/build-meta.json', expect.objectContaining({ cache: 'no-store' }));
});

it('treats a 404, a bad body or a network failure as no update information', async () => {
  expect(await fetchBuildMeta(async () => response(404, 'Not found'))).toBeNull();
  expect(await fetchBuildMeta(async () => response(200, { nope: 1 }))).toBeNull();
  expect(await fetchBuildMeta(async () => response(200, { version: '' }))).toBeNull();
  expect(
    await fetchBuildMeta(async () => {
      throw new TypeError('Failed to fetch');
    }),
  ).toBeNull();
});

it('reads the build the page was served from', () => {
  document.head.innerHTML = '<meta name="wl-build" content="v42">';
  expect(pageBuildVersion(document)).toBe('v42');
  document.head.innerHTML = '';
  expect(pageBuildVersion(document)).toBeNull();
});

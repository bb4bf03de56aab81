import { DialogStore } from '../feedback/dialog-store';
import type { BuildMeta } from './build-meta';
import { ChunkReloadGuard } from './chunk-reload';
import { UpdateStore } from './update-store';

const MESSAGES: Record<string, string> = {
  'messages:newVersionTitle': 'A new version is available',
  'messages:newVersionBody': 'Reload the page to get the latest version.',
  'messages:reload': 'Reload',
  'messages:later': 'Later',
};

function setup(current: string | null, answers: (BuildMeta | null)[]) {
  const dialogs = new DialogStore();
  const reload = jest.fn();
  const guardReload = jest.fn();
  const fetchMeta = jest.fn(async () => answers.shift() ?? null);
  const store = new UpdateStore({
    fetchMeta,
    currentVersion: current,
    dialogs,
    translate: (key) => MESSAGES[key] ?? key,
    reload,
    guard: new ChunkReloadGuard(sessionStorage, guardReload),
    path: () => '/slots',
    intervalMs: 1000,
  });
  return { store, dialogs, reload, guardReload, fetchMeta };
}

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

it('polls the build metadata on its interval', async () => {
  jest.useFakeTimers();
  const { store, fetchMeta } = setup('v1', []);
  const stop = store.start();
  expect(fetchMeta).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(fetchMeta).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2000);
  expect(fetchMeta).toHaveBeenCalledTimes(3);
  stop();
  jest.advanceTimersByTime(5000);
  expect(fetchMeta).toHaveBeenCalledTimes(3);
});

it('offers a newer build: reload or later', async () => {
  const { store, dialogs, reload } = setup('v1', [{ version: 'v2' }]);
  const checked = store.check();
  await flush();
  expect(store.updateAvailable).toBe(true);
  expect(dialogs.current?.options).toEqual({
    title: 'A new version is available',
    text: 'Reload the page to get the latest version.',
    icon: 'info',
    confirmLabel: 'Reload',
    cancelLabel: 'Later',
  });
  dialogs.answer(dialogs.current?.id ?? '', { outcome: 'confirmed' });
  await checked;
  expect(reload).toHaveBeenCalledTimes(1);
});

it('asks once per new build when the player chose later', async () => {
  const { store, dialogs } = setup('v1', [{ version: 'v2' }, { version: 'v2' }, { version: 'v3' }]);
  const first = store.check();
  await flush();
  dialogs.answer(dialogs.current?.id ?? '', { outcome: 'dismissed', reason: 'cancel' });
  await first;
  await store.check();
  expect(dialogs.current).toBeUndefined();
  void store.check();
  await flush();
  expect(dialogs.current).toBeDefined();
});

it('offers nothing for the same build, or when the site serves no metadata (404)', async () => {
  const same = setup('v1', [{ version: 'v1' }]);
  await same.store.check();
  expect(same.dialogs.entries).toEqual([]);
  const none = setup('v1', [null]);
  await none.store.check();
  expect(none.store.updateAvailable).toBe(false);
  expect(none.dialogs.entries).toEqual([]);
});

it('takes the first answer as this build when the page does not name its own', async () => {
  const { store, dialogs } = setup(null, [{ version: 'v1' }, { version: 'v1' }]);
  await store.check();
  await store.check();
  expect(store.currentVersion).toBe('v1');
  expect(dialogs.entries).toEqual([]);
});

it('after an update, a chunk-load failure reloads the page once per path', async () => {
  const { store, guardReload } = setup('v1', [{ version: 'v2' }]);
  expect(await store.handleChunkError(chunkError())).toBe(true);
  expect(guardReload).toHaveBeenCalledTimes(1);
  expect(await store.handleChunkError(chunkError())).toBe(false);
  expect(guardReload).toHaveBeenCalledTimes(1);
});

it('without an update, or for other errors, nothing reloads', async () => {
  const { store, guardReload } = setup('v1', [{ version: 'v1' }]);
  expect(await store.handleChunkError(chunkError())).toBe(false);
  expect(await store.handleChunkError(new Error('boom'))).toBe(false);
  expect(guardReload).not.toHaveBeenCalled();
});

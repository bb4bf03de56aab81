import { ModuleLoaderStore } from './module-loader-store';

describe('ModuleLoaderStore', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is ready with the module once the remote loads', async () => {
    const store = new ModuleLoaderStore(async () => 'template');
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.module).toBe('template');
  });

  it('fails without a module, then a retry asks the loader to refetch and recovers', async () => {
    const calls: boolean[] = [];
    let fail = true;
    const store = new ModuleLoaderStore(async (retry) => {
      calls.push(retry);
      if (fail) throw new Error('offline');
      return 'template';
    });
    await store.start();
    expect(store.status).toBe('failed');
    expect(store.module).toBeNull();

    fail = false;
    await store.start();
    expect(store.status).toBe('ready');
    expect(calls).toEqual([false, true]);
  });

  it('does not load twice while loading or once ready', async () => {
    const load = jest.fn(async () => 'template');
    const store = new ModuleLoaderStore(load);
    await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

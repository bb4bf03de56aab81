import { DialogStore } from './dialog-store';

const options = { title: 'Title', confirmLabel: 'OK' };

it('opens a dialog, resolves the answer once and goes closing, then closed', async () => {
  const store = new DialogStore();
  const result = store.show(options);
  const [entry] = store.entries;
  expect(entry?.state).toBe('open');
  expect(store.current?.id).toBe(entry?.id);

  store.answer(entry?.id ?? '', { outcome: 'confirmed' });
  store.answer(entry?.id ?? '', { outcome: 'denied' });
  await expect(result).resolves.toEqual({ outcome: 'confirmed' });
  expect(store.entries[0]?.state).toBe('closing');
  expect(store.current).toBeUndefined();

  store.closed(entry?.id ?? '');
  expect(store.entries).toEqual([]);
});

it.each(['cancel', 'backdrop', 'close', 'esc', 'timer'] as const)(
  'reports a dismissal by %s',
  async (reason) => {
    const store = new DialogStore();
    const result = store.show(options);
    store.answer(store.current?.id ?? '', { outcome: 'dismissed', reason });
    await expect(result).resolves.toEqual({ outcome: 'dismissed', reason });
  },
);

it('reports a denial', async () => {
  const store = new DialogStore();
  const result = store.show({ ...options, denyLabel: 'No' });
  store.answer(store.current?.id ?? '', { outcome: 'denied' });
  await expect(result).resolves.toEqual({ outcome: 'denied' });
});

it('a new dialog closes the current one, which is dismissed', async () => {
  const store = new DialogStore();
  const first = store.show({ ...options, title: 'First' });
  const second = store.show({ ...options, title: 'Second' });
  await expect(first).resolves.toEqual({ outcome: 'dismissed', reason: 'close' });
  expect(store.entries.map((e) => [e.options.title, e.state])).toEqual([
    ['First', 'closing'],
    ['Second', 'open'],
  ]);
  expect(store.current?.options.title).toBe('Second');
  store.answer(store.current?.id ?? '', { outcome: 'confirmed' });
  await expect(second).resolves.toEqual({ outcome: 'confirmed' });
});

it('closed() leaves an open dialog alone', () => {
  const store = new DialogStore();
  void store.show(options);
  store.closed(store.current?.id ?? '');
  expect(store.entries).toHaveLength(1);
});

import { presentEntries, reconcileEntries, type ListEntry } from './list-entries';

const key = (item: string) => item;
const phases = (entries: ListEntry<string>[]) => entries.map((entry) => `${entry.key}:${entry.phase}`);

it('shows the first list without an entrance', () => {
  expect(phases(presentEntries(['a', 'b'], key))).toEqual(['a:present', 'b:present']);
});

it('lets new items enter where they belong', () => {
  const next = reconcileEntries(presentEntries(['a', 'c'], key), ['a', 'b', 'c', 'd'], key, true);
  expect(phases(next)).toEqual(['a:present', 'b:entering', 'c:present', 'd:entering']);
});

it('keeps removed items in place while they leave', () => {
  const next = reconcileEntries(presentEntries(['a', 'b', 'c'], key), ['a', 'c'], key, true);
  expect(phases(next)).toEqual(['a:present', 'b:leaving', 'c:present']);
});

it('brings a leaving item back when it returns', () => {
  const leaving = reconcileEntries(presentEntries(['a', 'b'], key), ['a'], key, true);
  expect(phases(reconcileEntries(leaving, ['a', 'b'], key, true))).toEqual(['a:present', 'b:entering']);
});

it('follows a new order without losing or repeating items', () => {
  const next = reconcileEntries(presentEntries(['a', 'b', 'c'], key), ['c', 'a'], key, true);
  expect(phases(next)).toEqual(['c:present', 'a:present', 'b:leaving']);
});

it('keeps the newest data of an item that stays', () => {
  type Row = { id: string; label: string };
  const rowKey = (row: Row) => row.id;
  const next = reconcileEntries(
    presentEntries([{ id: '1', label: 'old' }], rowKey),
    [{ id: '1', label: 'new' }],
    rowKey,
    true,
  );
  expect(next[0]?.item.label).toBe('new');
});

it('drops removed items at once and skips the entrance without animation', () => {
  const next = reconcileEntries(presentEntries(['a', 'b'], key), ['a', 'c'], key, false);
  expect(phases(next)).toEqual(['a:present', 'c:present']);
});

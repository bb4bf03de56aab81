/** Where a rendered list item is in its life: fading in, shown, or fading out before it is removed. */
export type ListEntryPhase = 'entering' | 'present' | 'leaving';

export interface ListEntry<T> {
  key: string;
  item: T;
  phase: ListEntryPhase;
}

/** The entries of a list shown for the first time: no entrance animation. */
export function presentEntries<T>(items: readonly T[], getKey: (item: T) => string): ListEntry<T>[] {
  return items.map((item) => ({ key: getKey(item), item, phase: 'present' }));
}

/**
 * The entries to render after the list changed from `previous` to `items`: new items enter, items still
 * there keep their phase (with fresh data), removed items stay where they were while they leave. With
 * `animate` false the result is simply the new items, all present.
 */
export function reconcileEntries<T>(
  previous: readonly ListEntry<T>[],
  items: readonly T[],
  getKey: (item: T) => string,
  animate: boolean,
): ListEntry<T>[] {
  if (!animate) return presentEntries(items, getKey);
  const nextKeys = new Set(items.map(getKey));
  const previousByKey = new Map(previous.map((entry) => [entry.key, entry]));
  const emitted = new Set<string>();
  const result: ListEntry<T>[] = [];
  let nextIndex = 0;

  /** Emits the new items in their order up to and including `untilKey` (all of them when undefined). */
  const emitNewItems = (untilKey?: string) => {
    while (nextIndex < items.length) {
      const item = items[nextIndex++] as T;
      const key = getKey(item);
      if (emitted.has(key)) continue;
      emitted.add(key);
      const before = previousByKey.get(key);
      const phase = before && before.phase !== 'leaving' ? before.phase : 'entering';
      result.push({ key, item, phase });
      if (key === untilKey) return;
    }
  };

  for (const entry of previous) {
    if (nextKeys.has(entry.key)) {
      if (!emitted.has(entry.key)) emitNewItems(entry.key);
    } else {
      result.push(entry.phase === 'leaving' ? entry : { ...entry, phase: 'leaving' });
    }
  }
  emitNewItems();
  return result;
}

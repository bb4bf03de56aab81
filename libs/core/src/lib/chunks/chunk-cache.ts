/**
 * Modules of lazy chunks that have arrived, by their loader: a part that renders one can then render it
 * at once, with no loading state. That is what lets a server render hold a lazily loaded form (its
 * collecting pass loads it, its second pass finds it here) and the browser hydrate the same markup (it
 * loads the page's chunks before hydrating).
 */
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/** Loads the chunk and remembers its module for `loadedChunk`. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => {
    arrived.set(load, module);
    return module;
  });
}

/** The module `load` gave through `loadChunk`, or undefined while it has not arrived. */
export function loadedChunk<T>(load: () => Promise<T>): T | undefined {
  return arrived.get(load) as T | undefined;
}

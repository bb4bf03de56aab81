import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component of a lazy chunk: lazy until its chunk has loaded, then rendered at once. The browser loads
 * the chunk of a server-rendered page before hydrating (`preload`), so the whole page hydrates in one
 * pass, before anything of the player (the session, favourites) changes what it shows.
 * @param fallback shown in its place while the chunk is on its way
 */
export function preloadableComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // No Suspense boundary once loaded: React hydrates a boundary's content after the rest of the page,
  // when the player's session may already have changed what it shows.
  function PreloadableComponent(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: PreloadableComponent, preload };
}

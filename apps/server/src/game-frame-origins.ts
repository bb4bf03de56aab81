import type { SiteBackend } from './backend';

/** The providers' origins a page may frame (frame-src), kept current as the operator changes providers. */
export interface GameFrameOrigins {
  current(): readonly string[];
  stop(): void;
}

/**
 * Loads the origins once before the server answers, then again after every site change (a provider's
 * launch URL changed, or one was switched off). A failed load keeps the last list.
 */
export async function watchGameFrameOrigins(backend: SiteBackend): Promise<GameFrameOrigins> {
  let origins: readonly string[] = [];
  const load = () =>
    backend.gameOrigins().then(
      (loaded) => {
        origins = loaded;
      },
      () => undefined,
    );
  await load();
  const unwatch = backend.watchSiteChanges(() => void load());
  return { current: () => origins, stop: unwatch };
}

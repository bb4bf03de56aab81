import { registerMessages, type BundleLoader } from '@wl/i18n';

const load: BundleLoader = async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "protection-messages-[request]" */ `./${language}.json`
  );
  return module.default;
};

let ready: (() => Promise<void>) | null = null;

/**
 * Player protection's own texts: the `protection:` namespace, one lazy chunk per language, resolved once
 * the file of the page's language is in. Every chunk of this lib that shows text waits for it (the
 * security page, the responsible-gaming tools, the signed-in player's notices).
 *
 * Registered on first need, not on import: the lib's entry is part of every template's chunk, and a
 * namespace registered there would be downloaded with every page's language. From then on every
 * language switch loads it too.
 */
export function protectionMessagesReady(): Promise<void> {
  ready ??= registerMessages('protection', load);
  return ready();
}

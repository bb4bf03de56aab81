import { registerMessages, type BundleLoader } from '@wl/i18n';

// The language files' chunks are left unnamed: the shell's runtime (every first visit) carries the
// name of each named chunk of a shared lib, and these need none (they hold no stylesheet).
const load: BundleLoader = async (language) => {
  const module: { default: Record<string, string> } = await import(`./${language}.json`);
  return module.default;
};

let ready: (() => Promise<void>) | null = null;

/**
 * The rewards screens' own texts: the `rewards:` namespace, one lazy chunk per language, resolved once
 * the file of the page's language is in. Every page of this lib waits for it with its chunk.
 *
 * Registered on the first rewards page, not on import: a namespace registered at start would be
 * downloaded with every page's language. From then on every language switch loads it too.
 */
export function rewardsMessagesReady(): Promise<void> {
  ready ??= registerMessages('rewards', load);
  return ready();
}

import { registerMessages, type BundleLoader } from '@wl/i18n';

const load: BundleLoader = async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "member-messages-[request]" */ `./${language}.json`
  );
  return module.default;
};

let ready: (() => Promise<void>) | null = null;

/**
 * The member area's own texts: the `member:` namespace, one lazy chunk per language inside the member
 * code (`member-messages-VI-json`, ...), resolved once the file of the page's language is in. Each member
 * page's loader waits for it with its chunk (../page-loaders).
 *
 * @wl/member is a shared module loaded with the shell, before the page's language is set up: the
 * namespace is registered on the first member page, not on import, or every page of the site would
 * download it with its language. From then on every language switch loads it too.
 */
export function memberMessagesReady(): Promise<void> {
  ready ??= registerMessages('member', load);
  return ready();
}

import { registerMessages, type BundleLoader } from '@wl/i18n';

const load: BundleLoader = async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "wallet-messages-[request]" */ `./${language}.json`
  );
  return module.default;
};

let ready: (() => Promise<void>) | null = null;

/**
 * The wallet pages' own texts (the sports bets of /bet-history): the `wallet:` namespace, one lazy chunk
 * per language inside the wallet's code (`wallet-messages-VI-json`, ...), resolved once the file of the
 * page's language is in. The bet history's loader waits for it with its chunk (../page-loaders).
 *
 * @wl/wallet is a shared module loaded with the shell, before the page's language is set up: the
 * namespace is registered on the first wallet page, not on import, or every page of the site would
 * download it with its language. From then on every language switch loads it too. The casino rounds'
 * older texts stay in the shell's `ui` file.
 */
export function walletMessagesReady(): Promise<void> {
  ready ??= registerMessages('wallet', load);
  return ready();
}

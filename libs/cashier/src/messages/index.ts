import { registerMessages } from '@wl/i18n';

/**
 * The cashier's own texts: the `cashier:` namespace, one lazy chunk per language inside the cashier's
 * code (`cashier-messages-VI-json`, ...). Each cashier page's loader waits for the file of the page's
 * language with its chunk (../page-loaders), and every language switch loads the new one. The platform's
 * error keys stay in @wl/i18n's `errors` file.
 */
export const cashierMessagesReady = registerMessages('cashier', async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "cashier-messages-[request]" */ `./${language}.json`
  );
  return module.default;
});

import { registerMessages } from '@wl/i18n';

/**
 * The casino family's own texts: the `casino:` namespace, one lazy chunk per language inside this remote
 * (`casino-messages-VI-json`, ...), loaded with the page's language and on every switch. A key only this
 * family shows goes into `<LANG>.json` here, in all ten languages; texts other code shows stay in @wl/i18n.
 */
export const casinoMessagesReady = registerMessages('casino', async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "casino-messages-[request]" */ `./${language}.json`
  );
  return module.default;
});

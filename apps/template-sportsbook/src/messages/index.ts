import { registerMessages } from '@wl/i18n';

/**
 * The sportsbook family's own texts: the `sportsbook:` namespace, one lazy chunk per language inside this remote
 * (`sportsbook-messages-VI-json`, ...), loaded with the page's language and on every switch. A key only this
 * family shows goes into `<LANG>.json` here, in all ten languages; texts other code shows stay in @wl/i18n.
 */
export const sportsbookMessagesReady = registerMessages('sportsbook', async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "sportsbook-messages-[request]" */ `./${language}.json`
  );
  return module.default;
});

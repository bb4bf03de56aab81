import { registerMessages } from '@wl/i18n';

/**
 * The slot family's own texts: the `slot:` namespace, one lazy chunk per language inside this remote
 * (`slot-messages-VI-json`, ...), loaded with the page's language and on every switch. A key only this
 * family shows goes into `<LANG>.json` here, in all ten languages; texts other code shows stay in @wl/i18n.
 */
export const slotMessagesReady = registerMessages('slot', async (language) => {
  const module: { default: Record<string, string> } = await import(
    /* webpackChunkName: "slot-messages-[request]" */ `./${language}.json`
  );
  return module.default;
});

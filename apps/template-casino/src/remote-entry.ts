import { createTemplateRemote, type TemplateLoaders } from '@wl/core';
import { findTemplate } from '@wl/core';
import type { CasinoTemplate } from './family';
import { casinoMessagesReady } from './messages';

/**
 * The casino family's templates, by theme code: the one place this remote names them. Each is its own
 * chunk, named after its theme code; the registry gives each its template id.
 */
const TEMPLATES: Readonly<Record<string, () => Promise<{ default: CasinoTemplate }>>> = {
  casino1: () => import(/* webpackChunkName: "template-casino1" */ './templates/casino1'),
  casino2: () => import(/* webpackChunkName: "template-casino2" */ './templates/casino2'),
  casino3: () => import(/* webpackChunkName: "template-casino3" */ './templates/casino3'),
  casino4: () => import(/* webpackChunkName: "template-casino4" */ './templates/casino4'),
  casino5: () => import(/* webpackChunkName: "template-casino5" */ './templates/casino5'),
  casino6: () => import(/* webpackChunkName: "template-casino6" */ './templates/casino6'),
  casino7: () => import(/* webpackChunkName: "template-casino7" */ './templates/casino7'),
  casino8: () => import(/* webpackChunkName: "template-casino8" */ './templates/casino8'),
  casino9: () => import(/* webpackChunkName: "template-casino9" */ './templates/casino9'),
};

/** The loaders by template id: each loads its chunk and the family's texts of the page's language. */
function loaders(): TemplateLoaders {
  return Object.fromEntries(
    Object.entries(TEMPLATES).map(([themeCode, load]) => {
      const definition = findTemplate(themeCode);
      if (definition?.family !== 'casino') throw new Error(`${themeCode} is not a casino template`);
      const loadModule = async () => {
        const [chunk] = await Promise.all([load(), casinoMessagesReady()]);
        return { default: chunk.default(definition) };
      };
      return [definition.templateId, loadModule];
    }),
  );
}

/** The casino family's `./Template`. */
const remote = createTemplateRemote('casino', loaders());

export default remote;
export const { family, templateIds, loadTemplate } = remote;

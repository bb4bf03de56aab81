import { createTemplateRemote, type TemplateLoaders } from '@wl/core';
import { findTemplate } from '@wl/core';
import type { SlotTemplate } from './family';
import { slotMessagesReady } from './messages';

/**
 * The slot family's templates, by theme code: the one place this remote names them. Each is its own
 * chunk, named after its theme code; the registry gives each its template id (slot1..slot8 are
 * template10..template17, slot9 is template19).
 */
const TEMPLATES: Readonly<Record<string, () => Promise<{ default: SlotTemplate }>>> = {
  slot1: () => import(/* webpackChunkName: "template-slot1" */ './templates/slot1'),
  slot2: () => import(/* webpackChunkName: "template-slot2" */ './templates/slot2'),
  slot3: () => import(/* webpackChunkName: "template-slot3" */ './templates/slot3'),
  slot4: () => import(/* webpackChunkName: "template-slot4" */ './templates/slot4'),
  slot5: () => import(/* webpackChunkName: "template-slot5" */ './templates/slot5'),
  slot6: () => import(/* webpackChunkName: "template-slot6" */ './templates/slot6'),
  slot7: () => import(/* webpackChunkName: "template-slot7" */ './templates/slot7'),
  slot8: () => import(/* webpackChunkName: "template-slot8" */ './templates/slot8'),
  slot9: () => import(/* webpackChunkName: "template-slot9" */ './templates/slot9'),
};

/** The loaders by template id: each loads its chunk and the family's texts of the page's language. */
function loaders(): TemplateLoaders {
  return Object.fromEntries(
    Object.entries(TEMPLATES).map(([themeCode, load]) => {
      const definition = findTemplate(themeCode);
      if (definition?.family !== 'slot') throw new Error(`${themeCode} is not a slot template`);
      const loadModule = async () => {
        const [chunk] = await Promise.all([load(), slotMessagesReady()]);
        return { default: chunk.default(definition) };
      };
      return [definition.templateId, loadModule];
    }),
  );
}

/** The slot family's `./Template`. */
const remote = createTemplateRemote('slot', loaders());

export default remote;
export const { family, templateIds, loadTemplate } = remote;

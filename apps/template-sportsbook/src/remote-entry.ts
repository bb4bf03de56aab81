import { createTemplateRemote, type TemplateLoaders } from '@wl/core';
import { findTemplate } from '@wl/core';
import type { SportsbookTemplate } from './family/create-sportsbook-template';
import { sportsbookMessagesReady } from './messages';

/**
 * The sportsbook family's templates, by theme code: the one place this remote names them. Each is its
 * own chunk, named after its theme code; the registry gives each its template id (template20..template23).
 */
const TEMPLATES: Readonly<Record<string, () => Promise<{ default: SportsbookTemplate }>>> = {
  sportsbook1: () => import(/* webpackChunkName: "template-sportsbook1" */ './templates/sportsbook1'),
  sportsbook2: () => import(/* webpackChunkName: "template-sportsbook2" */ './templates/sportsbook2'),
  sportsbook3: () => import(/* webpackChunkName: "template-sportsbook3" */ './templates/sportsbook3'),
  sportsbook4: () => import(/* webpackChunkName: "template-sportsbook4" */ './templates/sportsbook4'),
};

/** The loaders by template id: each loads its chunk and the family's texts of the page's language. */
function loaders(): TemplateLoaders {
  return Object.fromEntries(
    Object.entries(TEMPLATES).map(([themeCode, load]) => {
      const definition = findTemplate(themeCode);
      if (definition?.family !== 'sportsbook') throw new Error(`${themeCode} is not a sportsbook template`);
      const loadModule = async () => {
        const [chunk] = await Promise.all([load(), sportsbookMessagesReady()]);
        return { default: chunk.default(definition) };
      };
      return [definition.templateId, loadModule];
    }),
  );
}

/** The sportsbook family's `./Template`. */
const remote = createTemplateRemote('sportsbook', loaders());

export default remote;
export const { family, templateIds, loadTemplate } = remote;

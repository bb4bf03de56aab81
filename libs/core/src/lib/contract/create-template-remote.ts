import type { TemplateFamily, TemplateId } from '@wl/site-model';
import type { TemplateModule, TemplateRemote } from './template-contract';

export type TemplateLoaders = Partial<Record<TemplateId, () => Promise<{ default: TemplateModule }>>>;

/** Builds a family remote's exposed module from one lazy loader (one chunk) per template. */
export function createTemplateRemote(family: TemplateFamily, loaders: TemplateLoaders): TemplateRemote {
  return {
    family,
    templateIds: Object.keys(loaders) as TemplateId[],
    async loadTemplate(templateId) {
      const load = loaders[templateId];
      if (!load) throw new Error(`The ${family} remote has no ${templateId}`);
      return (await load()).default;
    },
  };
}

import type { TemplateModule } from '@wl/core';
import './sportsbook.css';
import { createSportsbookLayout } from './SportsbookLayout';
import type { SportsbookLook, TemplateIdentity } from './look';
import { createSportsbookPages } from './pages';

/** A sportsbook template before the remote gives it its identity (a template chunk's default export). */
export type SportsbookTemplate = (template: TemplateIdentity) => TemplateModule;

/** A sportsbook template: the family's layout and pages, arranged by the template's look. */
export function createSportsbookTemplate(look: SportsbookLook): SportsbookTemplate {
  return (template) => {
    const { pages, preload } = createSportsbookPages(look);
    return {
      templateId: template.templateId,
      Layout: createSportsbookLayout(look, template),
      pages,
      preload,
    };
  };
}

import type { TemplateId, TemplateModule } from '@wl/core';
import './sportsbook.css';
import { createSportsbookLayout } from './SportsbookLayout';
import type { SportsbookLook } from './look';
import { createSportsbookPages } from './pages';

/** A sportsbook template: the family's layout and pages, arranged by the template's look. */
export function createSportsbookTemplate(templateId: TemplateId, look: SportsbookLook): TemplateModule {
  const { pages, preload } = createSportsbookPages(look);
  return { templateId, Layout: createSportsbookLayout(look, templateId), pages, preload };
}

import type { ComponentType } from 'react';
import type { TemplateId, TemplateLayoutProps, TemplateModule } from '@wl/core';
import { createSitePages, type SiteLook } from '@wl/pages';
import './casino.css';

/**
 * A casino template: its layout around the shared pages (home, lobbies, content pages), arranged by the
 * template's look (tile shape, home section order, slides).
 */
export function createCasinoTemplate(
  templateId: TemplateId,
  look: SiteLook,
  Layout: ComponentType<TemplateLayoutProps>,
): TemplateModule {
  const { pages, preload } = createSitePages(look);
  return { templateId, Layout, pages: { ...pages }, preload };
}

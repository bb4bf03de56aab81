import type { ComponentType } from 'react';
import type { TemplateLayoutProps, TemplateModule } from '@wl/core';
import { createSitePages, type SiteLook } from '@wl/pages';
import type { TemplateDefinition } from '@wl/core';
import './casino.css';

/** Who a template is: its theme code (its CSS class) and template id, as the registry says. */
export type TemplateIdentity = Pick<TemplateDefinition, 'templateId' | 'themeCode'>;

/** A casino template's layout: it gets its identity from the remote, never writes it itself. */
export type CasinoLayoutProps = TemplateLayoutProps & { template: TemplateIdentity };

/** A casino template before the remote gives it its identity (a template chunk's default export). */
export type CasinoTemplate = (template: TemplateIdentity) => TemplateModule;

/**
 * A casino template: its layout around the shared pages (home, lobbies, content pages), arranged by the
 * template's look (tile shape, home section order, slides).
 */
export function createCasinoTemplate(
  look: SiteLook,
  Layout: ComponentType<CasinoLayoutProps>,
): CasinoTemplate {
  return (template) => {
    const { pages, preload } = createSitePages(look);
    const TemplateLayout = ({ children }: TemplateLayoutProps) => (
      <Layout template={template}>{children}</Layout>
    );
    return { templateId: template.templateId, Layout: TemplateLayout, pages: { ...pages }, preload };
  };
}

import type { TemplateLayoutProps, TemplateModule } from '@wl/core';
import { createSitePages } from '@wl/pages';
import './slot.css';
import type { SlotTemplateSpec, TemplateIdentity } from './look';

/** A slot template before the remote gives it its identity (a template chunk's default export). */
export type SlotTemplate = (template: TemplateIdentity) => TemplateModule;

/** A slot template: its layout around the shared pages, arranged by its look. */
export function createSlotTemplate({ look, Layout }: SlotTemplateSpec): SlotTemplate {
  return (template) => {
    const { pages, preload } = createSitePages(look);
    const TemplateLayout = ({ children }: TemplateLayoutProps) => (
      <Layout template={template}>{children}</Layout>
    );
    return { templateId: template.templateId, Layout: TemplateLayout, pages: { ...pages }, preload };
  };
}

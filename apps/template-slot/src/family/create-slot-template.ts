import type { TemplateId, TemplateModule } from '@wl/core';
import { createSitePages } from '@wl/pages';
import './slot.css';
import type { SlotTemplateSpec } from './look';

/** A slot template: its layout around the shared pages, arranged by its look. */
export function createSlotTemplate(
  templateId: TemplateId,
  { look, Layout }: SlotTemplateSpec,
): TemplateModule {
  const { pages, preload } = createSitePages(look);
  return { templateId, Layout, pages: { ...pages }, preload };
}

import type { ComponentType } from 'react';
import type { TemplateLayoutProps } from '@wl/core';
import type { SiteLook } from '@wl/pages';

/** What one slot template brings: how the shared pages look, and its own layout. */
export interface SlotTemplateSpec {
  look: SiteLook;
  Layout: ComponentType<TemplateLayoutProps>;
}

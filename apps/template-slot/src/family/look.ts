import type { ComponentType } from 'react';
import type { TemplateLayoutProps } from '@wl/core';
import type { SiteLook } from '@wl/pages';
import type { TemplateDefinition } from '@wl/core';

/** Who a template is: its theme code (its CSS class) and template id, as the registry says. */
export type TemplateIdentity = Pick<TemplateDefinition, 'templateId' | 'themeCode'>;

/** A slot template's layout: it gets its identity from the remote, never writes it itself. */
export type SlotLayoutProps = TemplateLayoutProps & { template: TemplateIdentity };

/** What one slot template brings: how the shared pages look, and its own layout. */
export interface SlotTemplateSpec {
  look: SiteLook;
  Layout: ComponentType<SlotLayoutProps>;
}

import type { ComponentType, ReactNode } from 'react';
import type { PageName, TemplateFamily, TemplateId } from '@wl/site-model';

export interface TemplateLayoutProps {
  children: ReactNode;
}

/**
 * A page's validation step: false shows the 404 page 'Page Not Found: {path}' instead of the page.
 * `path` is the requested path without its locale prefix.
 */
export type PageValidator = (request: { path: string; search: string }) => boolean | Promise<boolean>;

/** What a remote hands the shell for one template: its layout and its pages by route name. */
export interface TemplateModule {
  templateId: TemplateId;
  Layout: ComponentType<TemplateLayoutProps>;
  pages: Partial<Record<PageName, ComponentType>>;
  /** Pages with a validation step. */
  validate?: Partial<Record<PageName, PageValidator>>;
  /** Pages whose code is a lazy chunk, preloaded when a link to them is hovered or focused. */
  preload?: Partial<Record<PageName, () => Promise<unknown>>>;
}

/**
 * The module every template-family remote exposes as `./Template`. Each template's code is its own lazy
 * chunk inside the remote, loaded by loadTemplate.
 */
export interface TemplateRemote {
  family: TemplateFamily;
  templateIds: readonly TemplateId[];
  loadTemplate(templateId: TemplateId): Promise<TemplateModule>;
}

/** Federation container name of a family's remote (names must be JavaScript identifiers). */
export function remoteNameOf(family: TemplateFamily): string {
  return `template_${family}`;
}

/** The exposed module every template remote provides. */
export const TEMPLATE_EXPOSE = './Template';

/** Federation container name of the minigame remote, loaded only for the minigame routes. */
export const MINIGAME_REMOTE_NAME = 'minigame';
export const MINIGAME_EXPOSE = './Minigame';
export type MinigamePageName = 'minigame' | 'spin';

/** What the minigame remote exposes: its own layout (for /minigame) and its pages. */
export interface MinigameRemote {
  Layout: ComponentType<TemplateLayoutProps>;
  pages: Record<MinigamePageName, ComponentType>;
}

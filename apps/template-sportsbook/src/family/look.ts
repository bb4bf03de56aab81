import type { SiteLook } from '@wl/pages';
import type { TemplateDefinition } from '@wl/core';

/** Who a template is: its theme code (its CSS class) and template id, as the registry says. */
export type TemplateIdentity = Pick<TemplateDefinition, 'templateId' | 'themeCode'>;

/** How one sportsbook template arranges the family's building blocks; the rest is its own CSS. */
export interface SportsbookLook {
  /** The shared pages: game-tile shape, home sections' order, slides style. */
  site: SiteLook;
  /**
   * bar: a primary-coloured bar (menu button, logo, account) over a tab bar of the games;
   * trader: one dense inverted row with the games inline;
   * app: a compact phone-style header over scrolling pills, a bottom tab bar on phones;
   * masthead: a newspaper masthead (date line, centred title) over a ruled section bar.
   */
  header: 'bar' | 'trader' | 'app' | 'masthead';
  /** The league list beside the content on wide screens (1200 px and up). */
  sidebar: boolean;
  /** Side of the bet slip from the 960 px breakpoint (on phones it follows the content). */
  slip: 'right' | 'left';
  /** The home page's match block, after its heading and before the shared sections: rows or cards, size. */
  board: { layout: 'rows' | 'cards'; limit: number };
  footer: 'columns' | 'compact' | 'centered' | 'newspaper';
}

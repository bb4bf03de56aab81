/** Shape of a game tile: each template picks one. */
export type TileShape = 'square' | 'portrait' | 'landscape' | 'round';

/** The home page's sections, in the order a template shows them. */
export const HOME_SECTIONS = [
  'slides',
  'marquee',
  'hot',
  'featured',
  'popular',
  'new',
  'providers',
  'categories',
  'ticker',
  'winners',
  'partners',
  'appDownload',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** How a template arranges the shared pages; the rest of its identity is its layout and CSS. */
export interface SiteLook {
  tile: TileShape;
  /** Every section of HOME_SECTIONS once, in the template's order. */
  homeSections: readonly HomeSection[];
  /** Slides across the page, inside the content column, or beside the first game row. */
  slides: 'full' | 'contained' | 'split';
}

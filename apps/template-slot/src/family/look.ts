import type { CategoryNavProps, SiteHeaderProps } from '@wl/ui';

/** How one slot template arranges the family's building blocks. */
export interface SlotLook {
  themeCode: string;
  header: SiteHeaderProps['variant'];
  nav: CategoryNavProps['variant'];
  /** Style of the home page's glowing banner. */
  hero: 'jackpot' | 'reels' | 'burst';
}

import type { CategoryNavProps, SiteHeaderProps } from '@wl/ui';

/** How one sportsbook template arranges the family's building blocks. */
export interface SportsbookLook {
  themeCode: string;
  header: SiteHeaderProps['variant'];
  nav: CategoryNavProps['variant'];
  /** Style of the home page's welcome strip. */
  hero: 'strip' | 'scoreboard' | 'banner';
  /** Side of the bet-slip panel on wide screens (on phones it always follows the content). */
  panel: 'right' | 'left';
}

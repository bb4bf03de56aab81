/** How one casino template arranges the family's building blocks. */
export interface CasinoLook {
  themeCode: string;
  header: 'centered' | 'split' | 'compact';
  nav: 'bar' | 'pills' | 'tabs';
  /** Tagline under the hero title. */
  hero: 'velvet' | 'marquee' | 'spotlight';
}

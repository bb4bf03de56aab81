/** How one casino template arranges the family's building blocks. */
export interface CasinoLook {
  themeCode: string;
  header: 'centered' | 'split' | 'compact';
  nav: 'bar' | 'pills' | 'tabs';
  /** Style of the home page banner. */
  hero: 'velvet' | 'marquee' | 'spotlight';
}

import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook2.css';

/** sportsbook2, "pro trader": one dense inverted bar, a market board with tabular odds, square corners. */
export default createSportsbookTemplate({
  site: {
    tile: 'landscape',
    slides: 'split',
    homeSections: [
      'marquee',
      'ticker',
      'slides',
      'hot',
      'popular',
      'featured',
      'new',
      'winners',
      'providers',
      'categories',
      'partners',
      'appDownload',
    ],
  },
  header: 'trader',
  sidebar: true,
  slip: 'right',
  board: { layout: 'rows', limit: 12 },
  footer: 'compact',
});

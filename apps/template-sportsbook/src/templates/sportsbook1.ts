import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook1.css';

/** sportsbook1, "classic pitch": a green club bar, tabbed sections, league sidebar, top matches first. */
export default createSportsbookTemplate({
  site: {
    tile: 'square',
    slides: 'contained',
    homeSections: [
      'slides',
      'marquee',
      'hot',
      'featured',
      'providers',
      'popular',
      'new',
      'categories',
      'winners',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  header: 'bar',
  sidebar: true,
  slip: 'right',
  board: { layout: 'rows', limit: 8 },
  footer: 'columns',
});

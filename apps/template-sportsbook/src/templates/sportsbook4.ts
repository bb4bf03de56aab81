import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook4.css';

/** sportsbook4, "editorial": a newspaper masthead, ruled sections, a lead fixture, serif headlines. */
export default createSportsbookTemplate({
  site: {
    tile: 'portrait',
    slides: 'contained',
    homeSections: [
      'slides',
      'featured',
      'new',
      'hot',
      'popular',
      'winners',
      'providers',
      'categories',
      'marquee',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  header: 'masthead',
  sidebar: false,
  slip: 'left',
  board: { layout: 'rows', limit: 7 },
  footer: 'newspaper',
});

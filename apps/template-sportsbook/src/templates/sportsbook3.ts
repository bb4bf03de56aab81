import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook3.css';

/** sportsbook3, "bright mobile-first": rounded cards, scrolling pills, a bottom tab bar on phones. */
export default createSportsbookTemplate({
  site: {
    tile: 'round',
    slides: 'full',
    homeSections: [
      'slides',
      'categories',
      'hot',
      'new',
      'popular',
      'featured',
      'marquee',
      'providers',
      'winners',
      'ticker',
      'appDownload',
      'partners',
    ],
  },
  header: 'app',
  sidebar: false,
  slip: 'right',
  board: { layout: 'cards', limit: 6 },
  footer: 'centered',
});

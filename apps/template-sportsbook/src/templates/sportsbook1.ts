import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook1.css';

export default createSportsbookTemplate('template20', {
  themeCode: 'sportsbook1',
  header: 'compact',
  nav: 'tabs',
  hero: 'strip',
  panel: 'right',
});

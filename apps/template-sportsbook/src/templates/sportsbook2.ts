import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook2.css';

export default createSportsbookTemplate('template21', {
  themeCode: 'sportsbook2',
  header: 'split',
  nav: 'bar',
  hero: 'scoreboard',
  panel: 'right',
});

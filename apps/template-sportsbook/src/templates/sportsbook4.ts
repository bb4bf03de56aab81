import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook4.css';

export default createSportsbookTemplate('template23', {
  themeCode: 'sportsbook4',
  header: 'split',
  nav: 'tabs',
  hero: 'scoreboard',
  panel: 'left',
});

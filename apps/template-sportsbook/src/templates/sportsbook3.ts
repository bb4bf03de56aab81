import { createSportsbookTemplate } from '../family/create-sportsbook-template';
import './sportsbook3.css';

export default createSportsbookTemplate('template22', {
  themeCode: 'sportsbook3',
  header: 'compact',
  nav: 'pills',
  hero: 'banner',
  panel: 'left',
});

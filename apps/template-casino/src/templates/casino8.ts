import { createCasinoTemplate } from '../family/create-casino-template';
import './casino8.css';

export default createCasinoTemplate('template8', {
  themeCode: 'casino8',
  header: 'compact',
  nav: 'bar',
  hero: 'spotlight',
});

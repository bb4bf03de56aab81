import { createCasinoTemplate } from '../family/create-casino-template';
import './casino2.css';

export default createCasinoTemplate('template2', {
  themeCode: 'casino2',
  header: 'split',
  nav: 'tabs',
  hero: 'marquee',
});

import { createCasinoTemplate } from '../family/create-casino-template';
import './casino9.css';

export default createCasinoTemplate('template9', {
  themeCode: 'casino9',
  header: 'compact',
  nav: 'tabs',
  hero: 'marquee',
});

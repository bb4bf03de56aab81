import { createCasinoTemplate } from '../family/create-casino-template';
import './casino5.css';

export default createCasinoTemplate('template5', {
  themeCode: 'casino5',
  header: 'compact',
  nav: 'pills',
  hero: 'marquee',
});

import { createCasinoTemplate } from '../family/create-casino-template';
import './casino7.css';

export default createCasinoTemplate('template7', {
  themeCode: 'casino7',
  header: 'split',
  nav: 'pills',
  hero: 'velvet',
});

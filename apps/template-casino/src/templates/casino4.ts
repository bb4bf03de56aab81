import { createCasinoTemplate } from '../family/create-casino-template';
import './casino4.css';

export default createCasinoTemplate('template4', {
  themeCode: 'casino4',
  header: 'split',
  nav: 'bar',
  hero: 'velvet',
});

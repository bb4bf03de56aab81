import { createCasinoTemplate } from '../family/create-casino-template';
import './casino1.css';

export default createCasinoTemplate('template1', {
  themeCode: 'casino1',
  header: 'centered',
  nav: 'bar',
  hero: 'velvet',
});

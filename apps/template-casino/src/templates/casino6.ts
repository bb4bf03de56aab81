import { createCasinoTemplate } from '../family/create-casino-template';
import './casino6.css';

export default createCasinoTemplate('template6', {
  themeCode: 'casino6',
  header: 'centered',
  nav: 'tabs',
  hero: 'spotlight',
});

import { createCasinoTemplate } from '../family/create-casino-template';
import './casino3.css';

export default createCasinoTemplate('template3', {
  themeCode: 'casino3',
  header: 'centered',
  nav: 'pills',
  hero: 'spotlight',
});

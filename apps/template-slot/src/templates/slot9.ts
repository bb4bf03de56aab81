import { createSlotTemplate } from '../family/create-slot-template';
import './slot9.css';

export default createSlotTemplate('template19', {
  themeCode: 'slot9',
  header: 'compact',
  nav: 'tabs',
  hero: 'jackpot',
});

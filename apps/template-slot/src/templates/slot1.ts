import { createSlotTemplate } from '../family/create-slot-template';
import './slot1.css';

export default createSlotTemplate('template10', {
  themeCode: 'slot1',
  header: 'split',
  nav: 'pills',
  hero: 'jackpot',
});

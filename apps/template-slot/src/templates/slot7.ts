import { createSlotTemplate } from '../family/create-slot-template';
import './slot7.css';

export default createSlotTemplate('template16', {
  themeCode: 'slot7',
  header: 'split',
  nav: 'bar',
  hero: 'reels',
});

import { createSlotTemplate } from '../family/create-slot-template';
import './slot4.css';

export default createSlotTemplate('template13', {
  themeCode: 'slot4',
  header: 'split',
  nav: 'tabs',
  hero: 'reels',
});

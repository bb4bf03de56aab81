import { createSlotTemplate } from '../family/create-slot-template';
import './slot2.css';

export default createSlotTemplate('template11', {
  themeCode: 'slot2',
  header: 'centered',
  nav: 'pills',
  hero: 'reels',
});

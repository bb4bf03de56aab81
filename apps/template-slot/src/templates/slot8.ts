import { createSlotTemplate } from '../family/create-slot-template';
import './slot8.css';

export default createSlotTemplate('template17', {
  themeCode: 'slot8',
  header: 'centered',
  nav: 'tabs',
  hero: 'burst',
});

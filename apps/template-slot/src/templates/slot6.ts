import { createSlotTemplate } from '../family/create-slot-template';
import './slot6.css';

export default createSlotTemplate('template15', {
  themeCode: 'slot6',
  header: 'compact',
  nav: 'pills',
  hero: 'burst',
});

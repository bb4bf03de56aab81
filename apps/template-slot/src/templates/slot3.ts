import { createSlotTemplate } from '../family/create-slot-template';
import './slot3.css';

export default createSlotTemplate('template12', {
  themeCode: 'slot3',
  header: 'compact',
  nav: 'bar',
  hero: 'burst',
});

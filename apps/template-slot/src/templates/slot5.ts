import { createSlotTemplate } from '../family/create-slot-template';
import './slot5.css';

export default createSlotTemplate('template14', {
  themeCode: 'slot5',
  header: 'centered',
  nav: 'bar',
  hero: 'jackpot',
});

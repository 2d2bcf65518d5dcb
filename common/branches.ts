// The institute's branches (the About page's cards, the first the head office), and how many there are: the home
// page's "Campus Locations" counts this list, so the two pages always agree.
import { CAMPUS_DIRECTORY } from './site';

export type BranchEntry = {
  name: string;
  address: string;
  phone: string;
  email?: string;
  /** The two campuses whose phone and e-mail staff set in the panel's Site Settings. */
  campus?: 'siliguri' | 'kolkata';
};

const contactsOf = (campus: 'siliguri' | 'kolkata') => {
  const { address, phone, email } = CAMPUS_DIRECTORY[campus];
  return { address, phone, email };
};

export const BRANCHES: BranchEntry[] = [
  { name: 'Siliguri', campus: 'siliguri', ...contactsOf('siliguri') },
  { name: 'Kolkata', campus: 'kolkata', ...contactsOf('kolkata') },
  {
    name: 'Jalpaiguri',
    address: 'Club Road, Jalpaiguri, West Bengal 735101',
    phone: '+91 98320 45680',
    email: 'jalpaiguri@skylineinstitute.in',
  },
  {
    name: 'Cooch Behar',
    address: 'Sunity Road, Cooch Behar, West Bengal 736101',
    phone: '+91 98320 45681',
    email: 'coochbehar@skylineinstitute.in',
  },
  { name: 'Malda', address: 'Rathbari More, English Bazar, Malda, West Bengal 732101', phone: '+91 98320 45682' },
  { name: 'Alipurduar', address: 'Station Road, Alipurduar, West Bengal 736121', phone: '+91 98320 45683' },
  { name: 'Raiganj', address: 'Mohanbati, Raiganj, Uttar Dinajpur, West Bengal 733134', phone: '+91 98320 45684' },
  { name: 'Durgapur', address: 'City Centre, Durgapur, West Bengal 713216', phone: '+91 98320 45685' },
];

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'];

/** "Eight": how the About page says the count. */
export const branchCountInWords = () => NUMBER_WORDS[BRANCHES.length] ?? String(BRANCHES.length);

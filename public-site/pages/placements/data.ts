// The placements page's static content: headline figures, top recruiters, sample graduates and the process, their
// texts as keys of the page's own messages (`placements.…`, public-site/locales); names stay as the companies write them.
import type { Placement } from '../../../common/types';

/** A headline number, written with its unit ("5,000+", "100%", "₹36 LPA"), and its label's key. */
export type PlacementStat = {
  value: number;
  unit: 'plus' | 'percent' | 'lakh_per_year';
  label: string;
  icon: 'graduate' | 'building' | 'briefcase' | 'award';
};
export const PLACEMENT_STATS: PlacementStat[] = [
  { value: 5000, unit: 'plus', label: 'placements.stats.students', icon: 'graduate' },
  { value: 150, unit: 'plus', label: 'placements.stats.partners', icon: 'building' },
  { value: 100, unit: 'percent', label: 'placements.stats.assistance', icon: 'briefcase' },
  { value: 36, unit: 'lakh_per_year', label: 'placements.stats.package', icon: 'award' },
];

export type Recruiter = {
  name: string;
  logo: string;
  sector: 'Aviation' | 'Hospitality';
  /** Job titles as the companies write them, in English. */
  positions: string[];
};

/** Each sector's name as a message key. */
export const SECTOR_NAMES: Record<Recruiter['sector'], string> = {
  Aviation: 'placements.sector.aviation',
  Hospitality: 'placements.sector.hospitality',
};
const mark = (slug: string) => `/images/b/recruiters/${slug}.webp`;
export const TOP_RECRUITERS: Recruiter[] = [
  {
    name: 'IndiGo',
    logo: mark('indigo'),
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Customer Service Agent', 'Ramp Services'],
  },
  {
    name: 'Air India',
    logo: mark('air-india'),
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Ground Staff', 'Airport Operations'],
  },
  {
    name: 'Akasa Air',
    logo: mark('akasa-air'),
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Guest Services', 'Ticketing Executive'],
  },
  {
    name: 'Taj Hotels',
    logo: mark('taj-hotels'),
    sector: 'Hospitality',
    positions: ['Front Office Associate', 'Food & Beverage Service', 'Housekeeping'],
  },
  {
    name: 'ITC Hotels',
    logo: mark('itc-hotels'),
    sector: 'Hospitality',
    positions: ['Guest Relations Executive', 'Front Office', 'Banquet Operations'],
  },
  {
    name: 'The Oberoi Group',
    logo: mark('oberoi'),
    sector: 'Hospitality',
    positions: ['Management Trainee', 'Guest Service Associate', 'Concierge'],
  },
];

const sample = (id: number, name: string, position: string, company: string): Placement => ({
  id,
  name,
  image: `/images/b/graduates/graduate-${id}.webp`,
  company_logo: null,
  position,
  company_name: company,
  is_featured: true,
  sort_order: id,
  created_at: '2025-01-01T00:00:00.000Z',
});

/** Shown when the featured placements cannot be loaded or none are featured. */
export const SAMPLE_GRADUATES: Placement[] = [
  sample(1, 'Priyanka Sen', 'Cabin Crew', 'IndiGo'),
  sample(2, 'Rohit Dutta', 'Airport Operations Executive', 'Air India'),
  sample(3, 'Anjali Bose', 'Front Office Associate', 'Taj Hotels'),
  sample(4, 'Sanjay Gurung', 'Guest Relations Executive', 'ITC Hotels'),
  sample(5, 'Moumita Roy', 'Cabin Crew', 'Akasa Air'),
  sample(6, 'Tenzing Chettri', 'Management Trainee', 'The Oberoi Group'),
];
export const GRADUATE_SKELETONS = 6;

/** `title` and `description` are message keys. */
export type PlacementStep = { title: string; description: string };
export const PLACEMENT_PROCESS: PlacementStep[] = [
  { title: 'placements.process.counselling.title', description: 'placements.process.counselling.text' },
  { title: 'placements.process.skills.title', description: 'placements.process.skills.text' },
  { title: 'placements.process.internships.title', description: 'placements.process.internships.text' },
  { title: 'placements.process.interviews.title', description: 'placements.process.interviews.text' },
  { title: 'placements.process.drives.title', description: 'placements.process.drives.text' },
  { title: 'placements.process.follow_up.title', description: 'placements.process.follow_up.text' },
];

// The placements page's static content: headline figures, top recruiters, sample graduates and the process.
import type { Placement } from '../../../common/types';

export type PlacementStat = { value: string; label: string; icon: 'graduate' | 'building' | 'briefcase' | 'award' };
export const PLACEMENT_STATS: PlacementStat[] = [
  { value: '5,000+', label: 'Students Placed', icon: 'graduate' },
  { value: '150+', label: 'Recruiting Partners', icon: 'building' },
  { value: '100%', label: 'Placement Assistance', icon: 'briefcase' },
  { value: '₹36 LPA', label: 'Highest Package', icon: 'award' },
];

export type Recruiter = {
  name: string;
  logo: string;
  alt: string;
  sector: 'Aviation' | 'Hospitality';
  positions: string[];
};
const mark = (slug: string) => `/images/b/recruiters/${slug}.webp`;
export const TOP_RECRUITERS: Recruiter[] = [
  {
    name: 'IndiGo',
    logo: mark('indigo'),
    alt: 'IndiGo logo',
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Customer Service Agent', 'Ramp Services'],
  },
  {
    name: 'Air India',
    logo: mark('air-india'),
    alt: 'Air India logo',
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Ground Staff', 'Airport Operations'],
  },
  {
    name: 'Akasa Air',
    logo: mark('akasa-air'),
    alt: 'Akasa Air logo',
    sector: 'Aviation',
    positions: ['Cabin Crew', 'Guest Services', 'Ticketing Executive'],
  },
  {
    name: 'Taj Hotels',
    logo: mark('taj-hotels'),
    alt: 'Taj Hotels logo',
    sector: 'Hospitality',
    positions: ['Front Office Associate', 'Food & Beverage Service', 'Housekeeping'],
  },
  {
    name: 'ITC Hotels',
    logo: mark('itc-hotels'),
    alt: 'ITC Hotels logo',
    sector: 'Hospitality',
    positions: ['Guest Relations Executive', 'Front Office', 'Banquet Operations'],
  },
  {
    name: 'The Oberoi Group',
    logo: mark('oberoi'),
    alt: 'The Oberoi Group logo',
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

export type PlacementStep = { title: string; description: string };
export const PLACEMENT_PROCESS: PlacementStep[] = [
  {
    title: 'Career Counselling',
    description: 'One-to-one sessions map each student’s strengths to roles in airlines, airports, hotels and travel.',
  },
  {
    title: 'Skill Development & Grooming',
    description: 'Communication, personality development, grooming and English fluency training throughout the course.',
  },
  {
    title: 'Industry Training & Internships',
    description: 'Hands-on internships at airports and hotels build real experience before the first interview.',
  },
  {
    title: 'Resume & Mock Interviews',
    description: 'Professional resumes, group discussions and mock interviews modelled on airline and hotel panels.',
  },
  {
    title: 'Campus Recruitment Drives',
    description: 'Recruiters from our partner network interview students on campus and at dedicated placement drives.',
  },
  {
    title: 'Placement & Follow-up',
    description: 'We stay in touch after joining, helping alumni settle in and grow into their next role.',
  },
];

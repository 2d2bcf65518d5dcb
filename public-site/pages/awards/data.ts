// The awards page's static content: thirteen award cards (one undated) and the headline numbers.

export type AwardCard = { id: number; title: string; subtitle: string; year: number | null; image: string };

const image = (id: number) => `/images/awards/award-${String(id).padStart(2, '0')}.webp`;

export const AWARDS: AwardCard[] = [
  {
    id: 1,
    title: 'Best Aviation Training Institute in Eastern India',
    subtitle: 'Eastern India Education Excellence Awards',
    year: 2024,
    image: image(1),
  },
  {
    id: 2,
    title: 'Excellence in Hospitality Education',
    subtitle: 'National Hospitality & Tourism Education Summit',
    year: 2024,
    image: image(2),
  },
  {
    id: 3,
    title: '100% Placement Assistance Record',
    subtitle: 'Recognised by our airline and hotel recruiting partners',
    year: 2023,
    image: image(3),
  },
  {
    id: 4,
    title: 'Emerging Institute of the Year',
    subtitle: 'Bengal Education Leadership Awards',
    year: 2023,
    image: image(4),
  },
  {
    id: 5,
    title: 'Outstanding Contribution to Skill Development',
    subtitle: 'State Skill Development Conclave, West Bengal',
    year: 2022,
    image: image(5),
  },
  {
    id: 6,
    title: 'Best Cabin Crew Training Programme',
    subtitle: 'Aviation Careers Expo, Kolkata',
    year: 2022,
    image: image(6),
  },
  {
    id: 7,
    title: 'Industry Partnership Excellence',
    subtitle: 'For placements with leading airlines and hotel groups',
    year: 2021,
    image: image(7),
  },
  {
    id: 8,
    title: 'Student Achievement Honour',
    subtitle: 'Our students at the national grooming and service championship',
    year: 2021,
    image: image(8),
  },
  {
    id: 9,
    title: 'Academic Excellence in BBA Tourism, Aviation & Hospitality',
    subtitle: 'University results, North Bengal region',
    year: 2019,
    image: image(9),
  },
  {
    id: 10,
    title: 'Innovation in Teaching Award',
    subtitle: 'Mock cabin and front-office training labs',
    year: 2018,
    image: image(10),
  },
  {
    id: 11,
    title: 'Best Hotel Management Training Centre',
    subtitle: 'North Bengal Hospitality Forum',
    year: 2016,
    image: image(11),
  },
  {
    id: 12,
    title: 'Tourism Education Promotion Award',
    subtitle: 'Himalayan Tourism Meet, Siliguri',
    year: 2013,
    image: image(12),
  },
  {
    id: 13,
    title: 'Community Service Recognition',
    subtitle: 'For free career guidance camps across North Bengal',
    year: null,
    image: image(13),
  },
];

export type AwardFigure = { value: string; label: string; icon: 'graduate' | 'star' | 'award' | 'clock' };
export const AWARD_FIGURES: AwardFigure[] = [
  { value: '500+', label: 'Students Featured', icon: 'graduate' },
  { value: '50+', label: 'Events', icon: 'star' },
  { value: '20+', label: 'Awards', icon: 'award' },
  { value: '18+', label: 'Years', icon: 'clock' },
];

export const AWARDS_HERO_IMAGE = '/images/awards/hero.webp';
export const BROCHURE_URL = '/files/prospectus.pdf';

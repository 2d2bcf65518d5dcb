// The home page's static content: hero slides, stat cards, built-in achievers, partner logos and testimonials.
import { BRANCHES } from '../../../common/branches';
import type { Achiever } from '../../../common/types';

export type HeroSlide = { url: string; alt: string };
export const HERO_SLIDES: HeroSlide[] = [
  { url: '/images/site/hero/slide-1.jpg', alt: 'Students in cabin crew uniform in front of an aircraft' },
  { url: '/images/site/hero/slide-2.jpg', alt: 'Hospitality students training at a hotel front desk' },
  { url: '/images/site/hero/slide-3.jpg', alt: 'Airport management students on an industrial visit' },
  { url: '/images/site/hero/slide-4.jpg', alt: 'Graduates of the institute celebrating their placements' },
];
export const HERO_MOBILE_SLIDE: HeroSlide = {
  url: '/images/site/hero/mobile.jpg',
  alt: 'Aviation students of the institute on the runway',
};

export type StatCard = {
  icon: 'graduate' | 'briefcase' | 'building' | 'award';
  number: string;
  label: string;
  description: string;
};
export const STAT_CARDS: StatCard[] = [
  {
    icon: 'graduate',
    number: '5000+',
    label: 'Students Graduated',
    description: 'Alumni working across airlines, airports and hotels',
  },
  {
    icon: 'briefcase',
    number: '100%',
    label: 'Placement Rate',
    description: 'Placement assistance for every eligible student',
  },
  // The branches the About page lists, counted (the spec's 9 disagreed with About's eight branches).
  {
    icon: 'building',
    number: String(BRANCHES.length),
    label: 'Campus Locations',
    description: 'Campuses and centres across West Bengal',
  },
  {
    icon: 'award',
    number: '15+',
    label: 'Years Experience',
    description: 'Training aviation and hospitality professionals',
  },
];

const builtIn = (id: number, name: string, position: string, company: string): Achiever => ({
  id,
  name,
  image: `/images/site/achievers/${id}.jpg`,
  company_logo: null,
  position,
  company_name: company,
  is_featured: true,
  sort_order: id,
  created_at: '2025-01-01T00:00:00.000Z',
});

/** Shown when the achievers cannot be loaded or none are featured. */
export const FALLBACK_ACHIEVERS: Achiever[] = [
  builtIn(1, 'Priya Sharma', 'Cabin Crew', 'IndiGo'),
  builtIn(2, 'Rahul Das', 'Customer Service Agent', 'Air India'),
  builtIn(3, 'Ananya Roy', 'Front Office Associate', 'Taj Hotels'),
  builtIn(4, 'Sourav Ghosh', 'Ground Staff', 'SpiceJet'),
  builtIn(5, 'Riya Chatterjee', 'Cabin Crew', 'Akasa Air'),
  builtIn(6, 'Amit Thapa', 'Guest Relations Executive', 'ITC Hotels'),
  builtIn(7, 'Sneha Biswas', 'Travel Consultant', 'MakeMyTrip'),
  builtIn(8, 'Karan Sinha', 'Airport Operations Executive', 'Emirates'),
];

export type PartnerLogo = { name: string; logo: string; alt: string };
const logo = (folder: string, name: string, slug: string): PartnerLogo => ({
  name,
  logo: `/images/site/${folder}/${slug}.webp`,
  alt: `${name} logo`,
});

export const RECRUITERS: PartnerLogo[] = [
  logo('recruiters', 'Air India', 'air-india'),
  logo('recruiters', 'IndiGo', 'indigo'),
  logo('recruiters', 'SpiceJet', 'spicejet'),
  logo('recruiters', 'Akasa Air', 'akasa-air'),
  logo('recruiters', 'Vistara', 'vistara'),
  logo('recruiters', 'Emirates', 'emirates'),
  logo('recruiters', 'Qatar Airways', 'qatar-airways'),
  logo('recruiters', 'Etihad Airways', 'etihad-airways'),
  logo('recruiters', 'Taj Hotels', 'taj-hotels'),
  logo('recruiters', 'ITC Hotels', 'itc-hotels'),
  logo('recruiters', 'The Oberoi Group', 'oberoi'),
  logo('recruiters', 'Marriott', 'marriott'),
  logo('recruiters', 'Hyatt', 'hyatt'),
  logo('recruiters', 'Radisson', 'radisson'),
  logo('recruiters', 'MakeMyTrip', 'makemytrip'),
  logo('recruiters', 'Thomas Cook', 'thomas-cook'),
];

export const BANKS: PartnerLogo[] = [
  logo('banks', 'State Bank of India', 'sbi'),
  logo('banks', 'Punjab National Bank', 'pnb'),
  logo('banks', 'Bank of Baroda', 'bank-of-baroda'),
  logo('banks', 'Canara Bank', 'canara-bank'),
  logo('banks', 'HDFC Bank', 'hdfc-bank'),
  logo('banks', 'Axis Bank', 'axis-bank'),
];

export type Testimonial = {
  id: number;
  name: string;
  designation: string;
  image: string;
  /** The student's words, as a key of the home page's messages (in English, Bengali and Hindi). */
  testimonial: string;
  rating: 5;
};
const testimonial = (id: number, name: string, designation: string, text: string): Testimonial => ({
  id,
  name,
  designation,
  image: `/images/site/testimonials/${id}.jpg`,
  testimonial: text,
  rating: 5,
});
export const TESTIMONIALS: Testimonial[] = [
  testimonial(1, 'Moumita Saha', 'Cabin Crew, IndiGo', 'home.testimonials.quote_1'),
  testimonial(2, 'Arjun Pradhan', 'Ground Staff, Air India', 'home.testimonials.quote_2'),
  testimonial(3, 'Nikita Agarwal', 'Front Office, Taj Hotels', 'home.testimonials.quote_3'),
  testimonial(4, 'Debjit Paul', 'Travel Consultant, Thomas Cook', 'home.testimonials.quote_4'),
  testimonial(5, 'Sunita Tamang', 'Guest Relations, Marriott', 'home.testimonials.quote_5'),
  testimonial(6, 'Rohit Mondal', 'Airport Operations, SpiceJet', 'home.testimonials.quote_6'),
];

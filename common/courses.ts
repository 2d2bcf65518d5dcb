// The institute's course list (static): the home teaser, the courses page and the application form read it.
import { COURSE_TITLES, type CourseId } from './course-titles';
import type { CourseType } from './enums';

export type Course = {
  /** The short code the application form stores as preferred_course. */
  id: CourseId;
  type: CourseType;
  title: string;
  location: string;
  image: string;
  students: number;
  duration: string;
  description: string;
  eligibility: string;
  highlights: string[];
};

export const CERTIFICATION_ELIGIBILITY = '12th pass from any stream';
export const DEGREE_ELIGIBILITY = '12th pass from any stream with a minimum of 45% marks';

const BOTH_CAMPUSES = 'Siliguri & Kolkata';

export const CERTIFICATION_COURSES: Course[] = [
  {
    id: 'spam',
    type: 'certification',
    title: COURSE_TITLES.spam,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/spam.jpg',
    students: 500,
    duration: '12 Months',
    description:
      'Ground operations, passenger handling, ramp and cargo procedures and airport security for a career with airlines and airports.',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'Airport ground handling',
      'Passenger check-in systems',
      'Airport security basics',
      'Internship at an airport',
    ],
  },
  {
    id: 'spth',
    type: 'certification',
    title: COURSE_TITLES.spth,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/spth.jpg',
    students: 400,
    duration: '12 Months',
    description:
      'Travel agency operations, ticketing, tour planning and front-office hospitality for the travel and hotel trade.',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: ['Ticketing and reservations', 'Tour package design', 'Front office operations', 'Industry visits'],
  },
  {
    id: 'sphats',
    type: 'certification',
    title: COURSE_TITLES.sphats,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/sphats.jpg',
    students: 350,
    duration: '18 Months',
    description:
      'Our widest program: cabin crew grooming, airport services, hotel operations and tourism, with a long supervised internship.',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: ['Cabin crew grooming', 'In-flight service training', 'Hotel operations', 'Six-month internship'],
  },
  {
    id: 'sphm',
    type: 'certification',
    title: COURSE_TITLES.sphm,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/sphm.jpg',
    students: 300,
    duration: '6 Months',
    description:
      'A short, practical hotel management course: housekeeping, food and beverage service and guest relations.',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: ['Housekeeping', 'Food & beverage service', 'Guest relations', 'Hotel placement support'],
  },
  {
    id: 'chm',
    type: 'certification',
    title: COURSE_TITLES.chm,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/chm.jpg',
    students: 200,
    duration: '60 Hours',
    description: 'A 60-hour introduction to the hotel industry for school leavers deciding on a hospitality career.',
    eligibility: CERTIFICATION_ELIGIBILITY,
    highlights: [
      'Hotel departments overview',
      'Communication skills',
      'Grooming essentials',
      'Certificate on completion',
    ],
  },
];

export const DEGREE_COURSES: Course[] = [
  {
    id: 'bba',
    type: 'degree',
    title: COURSE_TITLES.bba,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/bba.jpg',
    students: 200,
    duration: '4 Years',
    description:
      'A four-year university degree in business administration specialised in tourism, aviation and hospitality management.',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'University-affiliated degree',
      'Management and leadership',
      'Aviation and hotel modules',
      'Placement assistance',
    ],
  },
  {
    id: 'bbm',
    type: 'degree',
    title: COURSE_TITLES.bbm,
    location: BOTH_CAMPUSES,
    image: '/images/site/courses/bbm.jpg',
    students: 150,
    duration: '4 Years',
    description:
      'A four-year university degree in business management with practical training for airlines, airports, hotels and travel.',
    eligibility: DEGREE_ELIGIBILITY,
    highlights: [
      'University-affiliated degree',
      'Business management core',
      'Industry internships',
      'Placement assistance',
    ],
  },
];

export const COURSES_BY_TYPE: Record<CourseType, Course[]> = {
  certification: CERTIFICATION_COURSES,
  degree: DEGREE_COURSES,
};

// The About page's static content: branches, objectives and reasons to choose the institute.
import { CAMPUS_DIRECTORY } from '../../../common/site';
import { mapLink } from '../../components/CampusMap';

export type Branch = { name: string; address: string; phone: string; email?: string; mapLink: string };

const branch = (name: string, address: string, phone: string, email?: string): Branch => ({
  name,
  address,
  phone,
  email,
  mapLink: mapLink(address),
});

/** The first is the head office. */
export const BRANCHES: Branch[] = [
  branch(
    'Siliguri',
    CAMPUS_DIRECTORY.siliguri.address,
    CAMPUS_DIRECTORY.siliguri.phone,
    CAMPUS_DIRECTORY.siliguri.email,
  ),
  branch('Kolkata', CAMPUS_DIRECTORY.kolkata.address, CAMPUS_DIRECTORY.kolkata.phone, CAMPUS_DIRECTORY.kolkata.email),
  branch(
    'Jalpaiguri',
    'Club Road, Jalpaiguri, West Bengal 735101',
    '+91 98320 45680',
    'jalpaiguri@skylineinstitute.in',
  ),
  branch(
    'Cooch Behar',
    'Sunity Road, Cooch Behar, West Bengal 736101',
    '+91 98320 45681',
    'coochbehar@skylineinstitute.in',
  ),
  branch('Malda', 'Rathbari More, English Bazar, Malda, West Bengal 732101', '+91 98320 45682'),
  branch('Alipurduar', 'Station Road, Alipurduar, West Bengal 736121', '+91 98320 45683'),
  branch('Raiganj', 'Mohanbati, Raiganj, Uttar Dinajpur, West Bengal 733134', '+91 98320 45684'),
  branch('Durgapur', 'City Centre, Durgapur, West Bengal 713216', '+91 98320 45685'),
];

export const OBJECTIVES = [
  'Give every student industry-standard training in aviation, tourism and hospitality.',
  'Build communication, grooming and personality for customer-facing careers.',
  'Arrange internships and industrial visits with airlines, airports and hotels.',
  'Support every eligible student until placement.',
  'Make quality professional education affordable across West Bengal.',
];

export const REASONS = [
  { title: 'Experienced Faculty', text: 'Trainers who have worked with airlines, airports and five-star hotels.' },
  { title: 'University Degrees', text: 'BBA and BBM programs affiliated to recognised universities of West Bengal.' },
  { title: '100% Placement Assistance', text: 'A dedicated placement cell and 150+ recruiting partners.' },
  { title: 'Practical Training', text: 'Mock cabins, front-office labs and real internships in every course.' },
  {
    title: 'Personality Development',
    text: 'Grooming, spoken English and interview preparation built into the timetable.',
  },
  { title: 'Education Loans', text: 'Tie-ups with leading banks so finances never stand in the way.' },
];

// The About page's static content: branches, objectives and reasons to choose the institute.
import { BRANCHES as BRANCH_LIST } from '../../../common/branches';
import { campusOf, type SiteSettings } from '../../../common/site';
import { mapLink } from '../../components/CampusMap';

export type Branch = { name: string; address: string; phone: string; email?: string; mapLink: string };

/** The branches (the first is the head office), the two campuses with the phone and e-mail of the settings. */
export const branchesOf = (settings: SiteSettings): Branch[] =>
  BRANCH_LIST.map(({ campus, ...branch }) => {
    const { phone, email } = campus ? campusOf(settings, campus) : branch;
    return { ...branch, phone, email, mapLink: mapLink(branch.address) };
  });

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

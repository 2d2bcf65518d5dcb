// The About page's static content: branches, objectives and reasons to choose the institute (the texts as keys of
// the page's own messages, `about.…`).
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

/** The objectives, as keys of the page's own messages (`about.…`, public-site/locales). */
export const OBJECTIVES = [
  'about.objectives.training',
  'about.objectives.grooming',
  'about.objectives.internships',
  'about.objectives.placement',
  'about.objectives.affordable',
];

/** The reasons to choose the institute, their title and text as keys of the page's own messages. */
export const REASONS = [
  { title: 'about.reasons.faculty.title', text: 'about.reasons.faculty.text' },
  { title: 'about.reasons.degrees.title', text: 'about.reasons.degrees.text' },
  { title: 'about.reasons.placement.title', text: 'about.reasons.placement.text' },
  { title: 'about.reasons.practical.title', text: 'about.reasons.practical.text' },
  { title: 'about.reasons.personality.title', text: 'about.reasons.personality.text' },
  { title: 'about.reasons.loans.title', text: 'about.reasons.loans.text' },
];

/** Each branch's name (common/branches.ts, in English) as a key of the page's messages, so it reads in the script. */
export const BRANCH_NAMES: Record<string, string> = {
  Siliguri: 'about.branch.siliguri',
  Kolkata: 'about.branch.kolkata',
  Jalpaiguri: 'about.branch.jalpaiguri',
  'Cooch Behar': 'about.branch.cooch_behar',
  Malda: 'about.branch.malda',
  Alipurduar: 'about.branch.alipurduar',
  Raiganj: 'about.branch.raiganj',
  Durgapur: 'about.branch.durgapur',
};

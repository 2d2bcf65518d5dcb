// The sidebar's sections: Overview, then the resources of admin/resources.ts in their groups (Leads, Enquiries,
// Content, Settings), each group in the order staff use it. The applicants' board and Reports are screens of their own in Leads.
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { ComponentType } from 'react';
import { LEAD_SOURCES } from '../../common/leads';
import { MENU_GROUP_LABELS, MENU_GROUPS, type MenuGroup, STAFF_RESOURCES } from '../resources';

/** Today's calls: the menu shows the member's "Due now" count on it. */
export const CALLS_SECTION = '/applicants/calls';
export const CALLS_LABEL = "Today's calls";

/** `resource` decides who sees it (the role's areas); the board is the applicants', Reports its own (reports). */
export type Section = { to: string; label: string; icon: ComponentType; resource: string };

export const OVERVIEW: Section = { to: '/', label: 'Overview', icon: DashboardIcon, resource: 'dashboard' };

const ORDER: Record<MenuGroup, string[]> = {
  leads: ['applicants/calls', 'applicants', 'applicants/board', 'applicants/duplicates', 'reports'],
  // The visitor forms in their declared order (common/forms.ts).
  enquiries: [...LEAD_SOURCES],
  content: ['blog_posts', 'achievers', 'placements', 'gallery_images', 'gallery_videos', 'events'],
  settings: [],
};

const resourceSections: (Section & { group: MenuGroup })[] = [
  ...STAFF_RESOURCES.map(({ name, label, screens, group }) => ({
    to: `/${name}`,
    label,
    icon: screens.icon,
    resource: name,
    group,
  })),
  { to: '/applicants/board', label: 'Board', icon: ViewKanbanIcon, resource: 'applicants', group: 'leads' },
  { to: CALLS_SECTION, label: CALLS_LABEL, icon: PhoneInTalkIcon, resource: 'applicants', group: 'leads' },
  {
    to: '/applicants/duplicates',
    label: 'Likely duplicates',
    icon: PeopleAltIcon,
    resource: 'applicants',
    group: 'leads',
  },
  { to: '/reports', label: 'Reports', icon: BarChartIcon, resource: 'reports', group: 'leads' },
];

/** Where a section goes in its group: the order above, then the registry's order for the rest. */
const rank = (group: MenuGroup, to: string) => {
  const at = ORDER[group].indexOf(to.slice(1));
  return at === -1 ? ORDER[group].length : at;
};

export const MENU: { group: MenuGroup; label: string; sections: Section[] }[] = MENU_GROUPS.map((group) => ({
  group,
  label: MENU_GROUP_LABELS[group],
  sections: resourceSections
    .filter((section) => section.group === group)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(group, a.section.to) - rank(group, b.section.to) || a.index - b.index)
    .map(({ section: { group: _group, ...section } }) => section),
}));

/** Every section in the sidebar's order (the dashboard's quick links and tests read it). */
export const SECTIONS: Section[] = [OVERVIEW, ...MENU.flatMap(({ sections }) => sections)];

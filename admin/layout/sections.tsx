// The panel's sections in the spec's order (overview first), with the sidebar labels and icons (admin/resources.ts).
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ComponentType } from 'react';
import { STAFF_RESOURCES } from '../resources';

export type Section = { to: string; label: string; icon: ComponentType };

export const SECTIONS: Section[] = [
  { to: '/', label: 'Overview', icon: DashboardIcon },
  ...STAFF_RESOURCES.map(({ name, label, screens }) => ({ to: `/${name}`, label, icon: screens.icon })),
];

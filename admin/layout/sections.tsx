// The panel's sections in the spec's order (overview first), with the sidebar labels and icons.
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import CollectionsIcon from '@mui/icons-material/Collections';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolIcon from '@mui/icons-material/School';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import WorkIcon from '@mui/icons-material/Work';
import type { ComponentType } from 'react';

export type Section = { to: string; label: string; icon: ComponentType };

export const SECTIONS: Section[] = [
  { to: '/', label: 'Overview', icon: DashboardIcon },
  { to: '/blog_posts', label: 'Blogs', icon: ArticleIcon },
  { to: '/registration_forms', label: 'Registrations', icon: HowToRegIcon },
  { to: '/contact_forms', label: 'Contacts', icon: ContactMailIcon },
  { to: '/admission_applications', label: 'Admissions', icon: SchoolIcon },
  { to: '/prospectus_requests', label: 'Prospectus', icon: MenuBookIcon },
  { to: '/achievers', label: 'Achievers', icon: EmojiEventsIcon },
  { to: '/placements', label: 'Placements', icon: WorkIcon },
  { to: '/gallery_images', label: 'Gallery Images', icon: CollectionsIcon },
  { to: '/gallery_videos', label: 'Gallery Videos', icon: VideoLibraryIcon },
  { to: '/newsletter_subscriptions', label: 'Newsletter', icon: MarkEmailReadIcon },
  { to: '/staff', label: 'Staff', icon: BadgeIcon },
  { to: '/audit_log', label: 'Audit Log', icon: HistoryIcon },
];

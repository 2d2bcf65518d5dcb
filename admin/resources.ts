// The staff panel's resources, declared once in the spec's order: App.tsx's <Resource>s, the sidebar
// (layout/sections.tsx) and the dashboard's count cards and quick actions are all built from this list.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import achievers from './achievers';
import admission_applications from './admission_applications';
import applicants from './applicants';
import audit_log from './audit_log';
import blog_posts from './blog_posts';
import contact_forms from './contact_forms';
import data_requests from './data_requests';
import event_registrations from './event_registrations';
import events from './events';
import gallery_images from './gallery_images';
import gallery_videos from './gallery_videos';
import newsletter_subscriptions from './newsletter_subscriptions';
import outbox from './outbox';
import placements from './placements';
import prospectus_requests from './prospectus_requests';
import registration_forms from './registration_forms';
import site_settings from './site_settings';
import staff from './staff';
import whatsapp_templates from './whatsapp_templates';

/** The sidebar's groups, in order: a counsellor's work first, then the enquiries, the site's content, the settings. */
export const MENU_GROUPS = ['leads', 'enquiries', 'content', 'settings'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
export const MENU_GROUP_LABELS: Record<MenuGroup, string> = {
  leads: 'Leads',
  enquiries: 'Enquiries',
  content: 'Content',
  settings: 'Settings',
};

export type StaffResource = {
  /** The API resource and the panel's address (/admin/{name}). */
  name: string;
  /** In the sidebar and as the screens' resource label. */
  label: string;
  /** The resource's folder: { list, show, edit, create, icon, recordRepresentation }. */
  screens: Omit<ResourceProps, 'name'> & { icon: ComponentType };
  /** The dashboard's count card for it, if it has one. */
  card?: string;
  /** A dashboard quick action to it, if it has one. */
  quickAction?: string;
  /** Its group in the sidebar (admin/layout/sections.tsx). */
  group: MenuGroup;
  /** One of its records in the institute's words, and several: the panel's "saved" and "deleted" messages. */
  item?: [one: string, many: string];
};

export const STAFF_RESOURCES: StaffResource[] = [
  {
    name: 'blog_posts',
    group: 'content',
    item: ['Blog post', 'blog posts'],
    label: 'Blogs',
    screens: blog_posts,
    card: 'Blog Posts',
    quickAction: 'Manage Blogs',
  },
  { name: 'applicants', group: 'leads', item: ['Applicant', 'applicants'], label: 'Applicants', screens: applicants },
  {
    name: 'registration_forms',
    group: 'enquiries',
    item: ['Registration', 'registrations'],
    label: 'Registrations',
    screens: registration_forms,
    card: 'Registrations',
  },
  {
    name: 'contact_forms',
    group: 'enquiries',
    item: ['Contact message', 'contact messages'],
    label: 'Contacts',
    screens: contact_forms,
    card: 'Contacts',
  },
  {
    name: 'admission_applications',
    group: 'enquiries',
    item: ['Admission application', 'admission applications'],
    label: 'Admissions',
    screens: admission_applications,
    card: 'Admissions',
  },
  {
    name: 'prospectus_requests',
    group: 'enquiries',
    item: ['Prospectus request', 'prospectus requests'],
    label: 'Prospectus',
    screens: prospectus_requests,
    card: 'Prospectus Requests',
  },
  {
    name: 'achievers',
    group: 'content',
    item: ['Achiever', 'achievers'],
    label: 'Achievers',
    screens: achievers,
    card: 'Achievers',
    quickAction: 'Manage Achievers',
  },
  {
    name: 'placements',
    group: 'content',
    item: ['Placement', 'placements'],
    label: 'Placements',
    screens: placements,
    card: 'Placements',
    quickAction: 'Manage Placements',
  },
  {
    name: 'gallery_images',
    group: 'content',
    item: ['Gallery image', 'gallery images'],
    label: 'Gallery Images',
    screens: gallery_images,
    card: 'Gallery Images',
    quickAction: 'Manage Gallery Images',
  },
  {
    name: 'gallery_videos',
    group: 'content',
    item: ['Gallery video', 'gallery videos'],
    label: 'Gallery Videos',
    screens: gallery_videos,
    card: 'Gallery Videos',
  },
  {
    name: 'newsletter_subscriptions',
    group: 'enquiries',
    item: ['Subscription', 'subscriptions'],
    label: 'Newsletter',
    screens: newsletter_subscriptions,
    card: 'Confirmed Subscribers',
  },
  { name: 'events', group: 'content', item: ['Open day', 'open days'], label: 'Open Days', screens: events },
  {
    name: 'event_registrations',
    group: 'enquiries',
    item: ['Open day registration', 'open day registrations'],
    label: 'Open Day Registrations',
    screens: event_registrations,
  },
  {
    name: 'site_settings',
    group: 'settings',
    item: ['Site settings', 'site settings'],
    label: 'Site Settings',
    screens: site_settings,
  },
  { name: 'staff', group: 'settings', item: ['Staff member', 'staff members'], label: 'Staff', screens: staff },
  {
    name: 'whatsapp_templates',
    group: 'settings',
    item: ['WhatsApp template', 'WhatsApp templates'],
    label: 'WhatsApp Templates',
    screens: whatsapp_templates,
  },
  { name: 'audit_log', group: 'settings', label: 'Audit Log', screens: audit_log },
  { name: 'outbox', group: 'settings', label: 'Outbox', screens: outbox },
  {
    name: 'data_requests',
    group: 'settings',
    item: ['Data request', 'data requests'],
    label: 'Data Requests',
    screens: data_requests,
  },
];

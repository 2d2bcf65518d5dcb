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
  /** One of its records in the institute's words, and several: the panel's "saved" and "deleted" messages. */
  item?: [one: string, many: string];
};

export const STAFF_RESOURCES: StaffResource[] = [
  {
    name: 'blog_posts',
    item: ['Blog post', 'blog posts'],
    label: 'Blogs',
    screens: blog_posts,
    card: 'Blog Posts',
    quickAction: 'Manage Blogs',
  },
  { name: 'applicants', item: ['Applicant', 'applicants'], label: 'Applicants', screens: applicants },
  {
    name: 'registration_forms',
    item: ['Registration', 'registrations'],
    label: 'Registrations',
    screens: registration_forms,
    card: 'Registrations',
  },
  {
    name: 'contact_forms',
    item: ['Contact message', 'contact messages'],
    label: 'Contacts',
    screens: contact_forms,
    card: 'Contacts',
  },
  {
    name: 'admission_applications',
    item: ['Admission application', 'admission applications'],
    label: 'Admissions',
    screens: admission_applications,
    card: 'Admissions',
  },
  {
    name: 'prospectus_requests',
    item: ['Prospectus request', 'prospectus requests'],
    label: 'Prospectus',
    screens: prospectus_requests,
    card: 'Prospectus Requests',
  },
  {
    name: 'achievers',
    item: ['Achiever', 'achievers'],
    label: 'Achievers',
    screens: achievers,
    card: 'Achievers',
    quickAction: 'Manage Achievers',
  },
  {
    name: 'placements',
    item: ['Placement', 'placements'],
    label: 'Placements',
    screens: placements,
    card: 'Placements',
    quickAction: 'Manage Placements',
  },
  {
    name: 'gallery_images',
    item: ['Gallery image', 'gallery images'],
    label: 'Gallery Images',
    screens: gallery_images,
    card: 'Gallery Images',
    quickAction: 'Manage Gallery Images',
  },
  {
    name: 'gallery_videos',
    item: ['Gallery video', 'gallery videos'],
    label: 'Gallery Videos',
    screens: gallery_videos,
    card: 'Gallery Videos',
  },
  {
    name: 'newsletter_subscriptions',
    item: ['Subscription', 'subscriptions'],
    label: 'Newsletter',
    screens: newsletter_subscriptions,
    card: 'Newsletter Subscribers',
  },
  { name: 'events', item: ['Open day', 'open days'], label: 'Open Days', screens: events },
  {
    name: 'event_registrations',
    item: ['Open day registration', 'open day registrations'],
    label: 'Open Day Registrations',
    screens: event_registrations,
  },
  { name: 'site_settings', item: ['Site settings', 'site settings'], label: 'Site Settings', screens: site_settings },
  { name: 'staff', item: ['Staff member', 'staff members'], label: 'Staff', screens: staff },
  { name: 'audit_log', label: 'Audit Log', screens: audit_log },
  { name: 'outbox', label: 'Outbox', screens: outbox },
  { name: 'data_requests', item: ['Data request', 'data requests'], label: 'Data Requests', screens: data_requests },
];

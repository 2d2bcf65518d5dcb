// What the dashboard and the public site's reads return (JSON): ids are numbers, timestamps ISO strings.

import type { Achiever, BlogPost, BlogPostSummary, GalleryImage, GalleryVideo, PublicEvent } from './content';
import type { ENQUIRY_FORMS, EnquiryForm, LeadSource } from './leads';
import type { SiteSettings } from './site';

// The content rows are derived from their declarations (common/content.ts); the submissions' from common/forms.ts.
export type {
  Achiever,
  BlogPost,
  BlogPostSummary,
  GalleryImage,
  GalleryVideo,
  Placement,
  PublicEvent,
} from './content';

/** A saved revision of a blog post, as the staff API lists it. */
export type RevisionSummary = { id: number; post_id: number; staff_email: string; created_at: string; title: string };

export type RevisionComparison = {
  from: RevisionSummary;
  to: RevisionSummary;
  title: { before: string; after: string; changed: boolean };
  fields: { field: string; before: string; after: string }[];
  /** The text of the content, word by word: unchanged, added or removed runs in order. */
  text: { value: string; added: boolean; removed: boolean }[];
};

/** A new enquiry on any visitor form, or a blog post, with the panel's address of it. */
export type RecentActivity = {
  /** An enquiry form's declared activity (common/forms.ts), or a post. */
  type: (typeof ENQUIRY_FORMS)[EnquiryForm]['activity'] | 'blog_post';
  title: string;
  path: string;
  created_at: string;
};

export type Dashboard = {
  counts: Record<
    'blog_posts' | LeadSource | 'achievers' | 'placements' | 'gallery_images' | 'gallery_videos' | 'events',
    number
  >;
  blog: { total_views: number; total_likes: number; average_views: number };
  recent: RecentActivity[];
  /**
   * Rows erased (at a person's request or by the retention job) per form, from the anonymised tombstones: `counts`
   * are the rows held now, these the ones that were received and are gone. A form none were erased from is absent.
   */
  erased: Partial<Record<keyof Dashboard['counts'], number>>;
  /** The lead pipeline's figures, for members who see applicants (docs/leads.md). */
  leads?: LeadCounts;
};

/** Applicants in stage New, follow-ups due today and overdue, new applicants untouched for 24 h. */
export type LeadFigures = { new: number; due_today: number; overdue: number; untouched: number };

/** The member's own lead figures, the team's, and the median minutes to first contact this month. */
export type LeadCounts = LeadFigures & {
  team: LeadFigures;
  median_minutes_to_first_contact: number | null;
  /** Applications of applicants under 18 held until a parent or guardian confirms: staff see only this count. */
  awaiting_guardian: number;
};

/** What the public site's pages read: on the server straight from the database, in the browser over /api/public. */
export type PublicReads = {
  listBlogPosts(): Promise<BlogPostSummary[]>;
  getBlogPost(id: number): Promise<BlogPost | undefined>;
  /** The live post whose slug this is now or was before (its `slug` then differs: the page redirects to it). */
  getBlogPostBySlug(slug: string): Promise<BlogPost | undefined>;
  listFeatured(resource: 'achievers' | 'placements'): Promise<Achiever[]>;
  listGalleryImages(): Promise<GalleryImage[]>;
  listGalleryVideos(): Promise<GalleryVideo[]>;
  /** Published open days that have not started yet, soonest first, with the seats left. */
  listEvents(): Promise<PublicEvent[]>;
  /** What staff set in the panel's Site Settings, over the defaults (common/site.ts). */
  getSiteSettings(): Promise<SiteSettings>;
  /** The app's clock (the server's, injectable in tests; the device's in the browser), in ms. */
  now(): number;
};

// Row shapes as the APIs return them (JSON): ids are numbers, `date` is 'YYYY-MM-DD', timestamps ISO strings.
import type { BlogCategory, CourseType, GalleryCategory } from './enums';

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  author_image: string | null;
  image: string;
  date: string;
  read_time: string;
  views: number;
  likes: number;
  is_featured: boolean;
  created_at: string;
  updated_at: string;
};
/** The public list leaves out the long HTML body. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

export type Achiever = {
  id: number;
  name: string;
  image: string;
  company_logo: string | null;
  position: string | null;
  company_name: string | null;
  is_featured: boolean;
  sort_order: number;
  created_at: string;
};
/** Placements have the same shape as achievers. */
export type Placement = Achiever;

export type GalleryImage = {
  id: number;
  title: string;
  description: string;
  image_url: string;
  category: GalleryCategory;
  location: string | null;
  date: string;
  is_featured: boolean;
  sort_order: number;
  created_at: string;
};

export type GalleryVideo = {
  id: number;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string;
  duration: string | null;
  category: GalleryCategory;
  date: string;
  is_featured: boolean;
  sort_order: number;
  created_at: string;
};

export type RegistrationForm = {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  course: string;
  message: string | null;
  created_at: string;
};
export type ContactForm = {
  id: number;
  name: string;
  email: string;
  phone: string;
  course: string | null;
  message: string | null;
  created_at: string;
};
export type AdmissionApplication = {
  id: number;
  full_name: string;
  date_of_birth: string;
  email: string;
  phone: string;
  tenth_percentage: number;
  twelfth_percentage: number;
  stream: string;
  board: string;
  course_type: CourseType;
  preferred_course: string;
  preferred_campus: string;
  created_at: string;
};
export type ProspectusRequest = {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  course_interest: string | null;
  created_at: string;
};
export type NewsletterSubscription = { id: number; email: string; created_at: string };

export type Dashboard = {
  counts: Record<
    | 'blog_posts'
    | 'registration_forms'
    | 'contact_forms'
    | 'admission_applications'
    | 'prospectus_requests'
    | 'newsletter_subscriptions'
    | 'achievers'
    | 'placements'
    | 'gallery_images'
    | 'gallery_videos',
    number
  >;
  blog: { total_views: number; total_likes: number; average_views: number };
  recent: { type: 'registration' | 'blog_post'; title: string; created_at: string }[];
};

/** What the public site's pages read: on the server straight from the database, in the browser over /api/public. */
export type PublicReads = {
  listBlogPosts(): Promise<BlogPostSummary[]>;
  getBlogPost(id: number): Promise<BlogPost | undefined>;
  listFeatured(resource: 'achievers' | 'placements'): Promise<Achiever[]>;
  listGalleryImages(): Promise<GalleryImage[]>;
  listGalleryVideos(): Promise<GalleryVideo[]>;
};

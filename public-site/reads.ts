// PublicReads in the browser: the same reads the server makes from the database, over /api/public.

import type { SiteSettings } from '../common/site';
import type {
  Achiever,
  BlogPost,
  BlogPostSummary,
  GalleryImage,
  GalleryVideo,
  PublicEvent,
  PublicReads,
} from '../common/types';

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api/public/${path}`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api/public/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A post, or undefined when the API says there is none (404). */
async function findPost(path: string): Promise<BlogPost | undefined> {
  const response = await fetch(`/api/public/${path}`, { headers: { Accept: 'application/json' } });
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) throw new Error(`GET /api/public/${path} answered ${response.status}`);
  return (await response.json()) as BlogPost;
}

export function createBrowserReads(): PublicReads {
  return {
    listBlogPosts: () => getJson<BlogPostSummary[]>('blog_posts'),
    getBlogPost: (id) => findPost(`blog_posts/${id}`),
    getBlogPostBySlug: (slug) => findPost(`blog_posts/by-slug/${encodeURIComponent(slug)}`),
    listFeatured: (resource) => getJson<Achiever[]>(resource),
    listGalleryImages: () => getJson<GalleryImage[]>('gallery_images'),
    listGalleryVideos: () => getJson<GalleryVideo[]>('gallery_videos'),
    listEvents: () => getJson<PublicEvent[]>('events'),
    getSiteSettings: () => getJson<SiteSettings>('site_settings'),
    now: () => Date.now(),
  };
}

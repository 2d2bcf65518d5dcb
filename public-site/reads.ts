// PublicReads in the browser: the same reads the server makes from the database, over /api/public.
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

export function createBrowserReads(): PublicReads {
  return {
    listBlogPosts: () => getJson<BlogPostSummary[]>('blog_posts'),
    async getBlogPost(id) {
      const response = await fetch(`/api/public/blog_posts/${id}`, { headers: { Accept: 'application/json' } });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`GET /api/public/blog_posts/${id} answered ${response.status}`);
      return (await response.json()) as BlogPost;
    },
    listFeatured: (resource) => getJson<Achiever[]>(resource),
    listGalleryImages: () => getJson<GalleryImage[]>('gallery_images'),
    listGalleryVideos: () => getJson<GalleryVideo[]>('gallery_videos'),
    listEvents: () => getJson<PublicEvent[]>('events'),
  };
}

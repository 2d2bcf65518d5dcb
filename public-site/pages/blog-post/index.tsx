// Route entry of /blog/{slug}: the post and the list its related posts are picked from, read side by side. The old
// address by id (/blog/{id}) and any earlier slug answer 301 with the post's current address.
import { data, redirect } from 'react-router-dom';
import { postsForLanguage } from '../../../common/post-languages';
import { isSlugShaped } from '../../../common/slug';
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { BlogPostErrorBoundary, type BlogPostLoaderData, BlogPostPage, relatedPosts } from './BlogPostPage';

/** Ids are positive integers that fit the table's integer column; anything else cannot be a post's id. */
const parsePostId = (raw: string) => {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
};

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/blog-post').then((module) => module.messages),
  bn: () => import('../../locales/bn/blog-post').then((module) => module.messages),
  hi: () => import('../../locales/hi/blog-post').then((module) => module.messages),
};

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });
const moved = (slug: string) => redirect(`/blog/${slug}`, 301);

const blogPost: PageModule = {
  async load(reads, { params }): Promise<BlogPostLoaderData> {
    const wanted = params.slug ?? '';
    const id = parsePostId(wanted);
    if (id !== null) {
      const found = await reads.getBlogPost(id);
      throw found ? moved(found.slug) : notFound();
    }
    if (!isSlugShaped(wanted)) throw notFound();
    const post = reads.getBlogPostBySlug(wanted).then((found) => found ?? null);
    const all = reads.listBlogPosts().catch(() => []);
    const related = Promise.all([post, all])
      .then(([found, list]) => (found ? relatedPosts(postsForLanguage(list, found.language ?? 'en'), found) : []))
      .catch(() => []);
    // The server waits for the post so a missing one is a real 404 and an earlier slug a real 301; the browser
    // shows the skeleton meanwhile (and the page moves to the current slug itself).
    if (typeof document === 'undefined') {
      const found = await post;
      if (!found) throw notFound();
      if (found.slug !== wanted) throw moved(found.slug);
    }
    return { post, related };
  },
  Component: BlogPostPage,
  ErrorBoundary: BlogPostErrorBoundary,
  messages,
};

export default blogPost;

// Route entry of /blog/{id}: the post and the list its related posts are picked from, read side by side.
import { data } from 'react-router-dom';
import type { PageModule } from '../../page';
import { BlogPostErrorBoundary, type BlogPostLoaderData, BlogPostPage, relatedPosts } from './BlogPostPage';

/** Ids are positive integers that fit the table's integer column; anything else cannot be a post. */
const parsePostId = (raw: string | undefined) => {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
};

const blogPost: PageModule = {
  async load(reads, { params }): Promise<BlogPostLoaderData> {
    const id = parsePostId(params.id);
    if (id === null) throw data(null, { status: 404, statusText: 'Not Found' });
    const post = reads.getBlogPost(id).then((found) => found ?? null);
    const all = reads.listBlogPosts().catch(() => []);
    const related = Promise.all([post, all])
      .then(([found, list]) => (found ? relatedPosts(list, found) : []))
      .catch(() => []);
    // The server waits for the post so a missing one is a real 404; the browser shows the skeleton meanwhile.
    if (typeof document === 'undefined' && !(await post)) throw data(null, { status: 404, statusText: 'Not Found' });
    return { post, related };
  },
  Component: BlogPostPage,
  ErrorBoundary: BlogPostErrorBoundary,
};

export default blogPost;

// Route entry of /blogs: loads every post once; filtering, sorting and paging happen in the page.
import type { PageModule } from '../../page';
import { BlogsPage } from './BlogsPage';

const blogs: PageModule = {
  // A failed load shows an empty list, as the spec asks; no error screen.
  load: (reads) => ({ posts: reads.listBlogPosts().catch(() => []) }),
  Component: BlogsPage,
};

export default blogs;

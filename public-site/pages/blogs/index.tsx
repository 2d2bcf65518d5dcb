// Route entry of /blogs: loads every post once; filtering, sorting and paging happen in the page.
import { languageOfPath } from '../../../common/languages';
import { postsForLanguage } from '../../../common/post-languages';
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { BlogsPage } from './BlogsPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/blogs').then((module) => module.messages),
  bn: () => import('../../locales/bn/blogs').then((module) => module.messages),
  hi: () => import('../../locales/hi/blogs').then((module) => module.messages),
};

const blogs: PageModule = {
  // A failed load shows an empty list, as the spec asks; no error screen.
  // Each post once, in the page's language where it has a version in it (/bn/blogs shows the Bengali ones).
  load: (reads, { request }) => ({
    posts: reads
      .listBlogPosts()
      .then((posts) => postsForLanguage(posts, languageOfPath(new URL(request.url).pathname)))
      .catch(() => []),
  }),
  Component: BlogsPage,
  messages,
};

export default blogs;

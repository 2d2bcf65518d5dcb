// Route entry of /: the featured achievers and the latest posts are requested together.

import { languageOfPath } from '../../../common/languages';
import { postsForLanguage } from '../../../common/post-languages';
import type { PublicReads } from '../../../common/types';
import { courseCardMessages } from '../../components/course-texts';
import { mergeCatalogues, type PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { type HomeData, HomePage } from './HomePage';

function load(reads: PublicReads, { request }: { request: Request }): HomeData {
  return {
    // A failed load shows the built-in achievers; a failed blog read shows no mini blog.
    achievers: reads.listFeatured('achievers').catch(() => []),
    latestPosts: reads
      .listBlogPosts()
      // The page's language first: the Bengali home shows the posts written or translated in Bengali.
      .then((posts) => postsForLanguage(posts, languageOfPath(new URL(request.url).pathname)).slice(0, 3))
      .catch(() => []),
  };
}

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts), and the course cards'. */
const messages: PageMessages = {
  en: () => import('../../locales/en/home').then((module) => module.messages),
  bn: () => import('../../locales/bn/home').then((module) => module.messages),
  hi: () => import('../../locales/hi/home').then((module) => module.messages),
};

const home: PageModule = { load, Component: HomePage, messages: mergeCatalogues(messages, courseCardMessages) };
export default home;

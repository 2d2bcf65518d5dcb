// Route entry of /placements: the featured placements, with the sample graduates when none can be shown.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { type PlacementsLoaderData, PlacementsPage } from './PlacementsPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/placements').then((module) => module.messages),
  bn: () => import('../../locales/bn/placements').then((module) => module.messages),
  hi: () => import('../../locales/hi/placements').then((module) => module.messages),
};

const placements: PageModule = {
  // A failed read shows the six sample graduates, as an empty answer does.
  load: (reads): PlacementsLoaderData => ({ placements: reads.listFeatured('placements').catch(() => []) }),
  Component: PlacementsPage,
  messages,
};

export default placements;

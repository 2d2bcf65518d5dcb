// Route entry of /events: the upcoming open days; a failed read shows a message instead of the list.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { type EventsLoaderData, EventsPage } from './EventsPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/events').then((module) => module.messages),
  bn: () => import('../../locales/bn/events').then((module) => module.messages),
  hi: () => import('../../locales/hi/events').then((module) => module.messages),
};

const events: PageModule = {
  load: (reads): EventsLoaderData => ({ events: reads.listEvents().catch(() => null) }),
  Component: EventsPage,
  messages,
};

export default events;

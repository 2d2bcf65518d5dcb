// Route entry of /gallery: photos and videos are requested together; a failed list shows as empty.
import type { PageMessages } from '../../i18n/i18n';
import type { PageModule } from '../../page';
import { type GalleryLoaderData, GalleryPage } from './GalleryPage';

/** The page's own messages, in the page's language, loaded with its code (public-site/i18n/i18n.ts). */
const messages: PageMessages = {
  en: () => import('../../locales/en/gallery').then((module) => module.messages),
  bn: () => import('../../locales/bn/gallery').then((module) => module.messages),
  hi: () => import('../../locales/hi/gallery').then((module) => module.messages),
};

const gallery: PageModule = {
  load: (reads): GalleryLoaderData => ({
    images: reads.listGalleryImages().catch(() => []),
    videos: reads.listGalleryVideos().catch(() => []),
  }),
  Component: GalleryPage,
  messages,
};

export default gallery;

// Route entry of /gallery: photos and videos are requested together; a failed list shows as empty.
import type { PageModule } from '../../page';
import { type GalleryLoaderData, GalleryPage } from './GalleryPage';

const gallery: PageModule = {
  load: (reads): GalleryLoaderData => ({
    images: reads.listGalleryImages().catch(() => []),
    videos: reads.listGalleryVideos().catch(() => []),
  }),
  Component: GalleryPage,
};

export default gallery;

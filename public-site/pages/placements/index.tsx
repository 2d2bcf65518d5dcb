// Route entry of /placements: the featured placements, with the sample graduates when none can be shown.
import type { PageModule } from '../../page';
import { type PlacementsLoaderData, PlacementsPage } from './PlacementsPage';

const placements: PageModule = {
  // A failed read shows the six sample graduates, as an empty answer does.
  load: (reads): PlacementsLoaderData => ({ placements: reads.listFeatured('placements').catch(() => []) }),
  Component: PlacementsPage,
};

export default placements;

// Route entry of /events: the upcoming open days; a failed read shows a message instead of the list.
import type { PageModule } from '../../page';
import { type EventsLoaderData, EventsPage } from './EventsPage';

const events: PageModule = {
  load: (reads): EventsLoaderData => ({ events: reads.listEvents().catch(() => null) }),
  Component: EventsPage,
};

export default events;

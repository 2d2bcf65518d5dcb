// Open day registrations: visitors who registered for an open day on /events (personal data, like the forms).
import HowToRegIcon from '@mui/icons-material/EventAvailable';
import { eventRegistration } from '../../common/forms';
import { formatKolkata } from '../../common/kolkata';
import { statValue } from '../shared/stats';
import { submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: eventRegistration,
    title: 'Open Day Registrations',
    subtitle: 'Visitors registered for an open day on the website.',
    noun: 'open day registration',
    nounPlural: 'open day registrations',
    emptyText: 'No open day registrations found.',
    summary: (record) => `${record.event_title}, ${formatKolkata(record.event_starts_at)}`,
    stats: (stats) => [
      { label: 'Total Registrations', value: statValue(stats, 'total') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
      { label: 'For Upcoming Open Days', value: statValue(stats, 'upcoming') },
    ],
  },
  HowToRegIcon,
);

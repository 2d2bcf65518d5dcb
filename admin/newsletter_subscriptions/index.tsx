// Newsletter: the e-mail addresses left in the public site's newsletter boxes (one row per address).
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { newsletterSubscription } from '../../common/forms';
import { statValue } from '../shared/stats';
import { formatDateTime, submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: newsletterSubscription,
    title: 'Newsletter Subscriptions',
    subtitle: 'Addresses subscribed to the newsletter on the website.',
    noun: 'subscription',
    nounPlural: 'subscriptions',
    emptyText: 'No newsletter subscriptions found.',
    summary: () => null,
    stats: (stats) => [
      { label: 'Total Subscribers', value: statValue(stats, 'total') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
      { label: 'Awaiting Confirmation', value: statValue(stats, 'unconfirmed') },
    ],
    // Double opt-in: the newsletter goes only to addresses whose owner followed the confirmation link.
    extraDetails: [
      {
        label: 'Confirmed',
        value: (record) =>
          record.confirmed_at ? formatDateTime(record.confirmed_at) : 'Not yet (confirmation e-mail sent)',
      },
    ],
  },
  MarkEmailReadIcon,
);

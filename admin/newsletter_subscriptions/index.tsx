// Newsletter: the e-mail addresses left in the public site's newsletter boxes (one row per address).
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { newsletterSubscription } from '../../common/forms';
import { statValue } from '../shared/stats';
import { formatDateTime, submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: newsletterSubscription,
    title: 'Newsletter Subscriptions',
    subtitle: 'Addresses subscribed on the website: confirmed ones get the newsletter, the others wait for their link.',
    noun: 'subscription',
    nounPlural: 'subscriptions',
    emptyText: 'No newsletter subscriptions found.',
    summary: () => null,
    stats: (stats) => [
      { label: 'Total Subscribers', value: statValue(stats, 'total') },
      { label: 'Confirmed', value: statValue(stats, 'confirmed') },
      { label: 'Waiting for Confirmation', value: statValue(stats, 'unconfirmed') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
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

// Newsletter: the e-mail addresses left in the public site's newsletter boxes (one row per address).
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { DateInput, TextField } from 'react-admin';
import { statValue } from '../shared/stats';
import { formatDateTime, SubmissionList, type SubmissionScreen, SubmissionShow } from '../shared/submissions';

const screen: SubmissionScreen = {
  title: 'Newsletter Subscriptions',
  subtitle: 'Addresses subscribed to the newsletter on the website.',
  noun: 'subscription',
  nounPlural: 'subscriptions',
  emptyText: 'No newsletter subscriptions found.',
  name: (record) => record.email,
  summary: () => null,
  stats: (stats) => [
    { label: 'Total Subscribers', value: statValue(stats, 'total') },
    { label: 'This Month', value: statValue(stats, 'this_month') },
  ],
  details: [
    { label: 'Email', value: (record) => record.email },
    { label: 'Subscribed', value: (record) => formatDateTime(record.created_at) },
  ],
  filters: [
    <DateInput key="from" source="created_at_gte" label="From" />,
    <DateInput key="to" source="created_at_lte" label="To" />,
  ],
};

const NewsletterList = () => <SubmissionList screen={screen} columns={[<TextField key="email" source="email" />]} />;

export default {
  list: NewsletterList,
  show: () => <SubmissionShow screen={screen} />,
  icon: MarkEmailReadIcon,
  recordRepresentation: 'email',
};

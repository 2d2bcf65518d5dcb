// Prospectus: download requests for the institute's prospectus.
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { prospectusRequest } from '../../common/forms';
import { statValue } from '../shared/stats';
import { fieldText, submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: prospectusRequest,
    title: 'Prospectus Requests',
    subtitle: 'Visitors who downloaded the prospectus.',
    noun: 'prospectus request',
    nounPlural: 'prospectus requests',
    emptyText: 'No prospectus requests found.',
    summary: (record) => fieldText(prospectusRequest.fields.course_interest, record.course_interest),
    stats: (stats) => [
      { label: 'Total Requests', value: statValue(stats, 'total') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
      { label: 'With Course Interest', value: statValue(stats, 'with_course_interest') },
    ],
  },
  MenuBookIcon,
);

// Registrations: course registrations sent from the public site's Register page.
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { registrationForm } from '../../common/forms';
import { CourseCode } from '../shared/CourseCode';
import { statValue } from '../shared/stats';
import { submissionResource } from '../shared/submissions';

export default submissionResource(
  {
    declaration: registrationForm,
    title: 'Registrations',
    subtitle: 'Course registrations submitted on the website.',
    noun: 'registration',
    nounPlural: 'registrations',
    emptyText: 'No registrations found.',
    // A phone has no hover: its list shows the full course name.
    summary: (record) => record.course,
    stats: (stats) => [
      { label: 'Total Registrations', value: statValue(stats, 'total') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
      {
        label: 'Most Popular Course',
        value: stats?.most_popular_course ? <CourseCode course={String(stats.most_popular_course)} /> : 'N/A',
      },
    ],
  },
  HowToRegIcon,
);

// Admissions: applications sent from the public site's admission form, with marks and the course type.
import SchoolIcon from '@mui/icons-material/School';
import { admissionApplication } from '../../common/forms';
import { statValue } from '../shared/stats';
import { fieldText, submissionResource } from '../shared/submissions';

const { course_type, preferred_course } = admissionApplication.fields;

export default submissionResource(
  {
    declaration: admissionApplication,
    title: 'Admission Applications',
    subtitle: 'Applications for certification and degree courses.',
    noun: 'admission application',
    nounPlural: 'admission applications',
    emptyText: 'No admission applications found.',
    summary: (record) =>
      `${fieldText(course_type, record.course_type)} · ${fieldText(preferred_course, record.preferred_course)}`,
    stats: (stats) => [
      { label: 'Total Applications', value: statValue(stats, 'total') },
      { label: 'Certification', value: statValue(stats, 'certification') },
      { label: 'Degree', value: statValue(stats, 'degree') },
      { label: 'This Month', value: statValue(stats, 'this_month') },
    ],
  },
  SchoolIcon,
);

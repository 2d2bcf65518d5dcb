// Registrations: course registrations sent from the public site's Register page.
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { DateInput, FunctionField, type RaRecord, SelectInput } from 'react-admin';
import { REGISTRATION_COURSES } from '../../common/enums';
import { CourseCode } from '../shared/CourseCode';
import { statValue } from '../shared/stats';
import {
  contactColumn,
  formatDateTime,
  messageColumn,
  nameColumn,
  SubmissionList,
  type SubmissionScreen,
  SubmissionShow,
} from '../shared/submissions';

const screen: SubmissionScreen = {
  title: 'Registrations',
  subtitle: 'Course registrations submitted on the website.',
  noun: 'registration',
  nounPlural: 'registrations',
  emptyText: 'No registrations found.',
  name: (record) => record.full_name,
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
  details: [
    { label: 'Full Name', value: (record) => record.full_name },
    { label: 'Email', value: (record) => record.email },
    { label: 'Phone', value: (record) => record.phone },
    { label: 'Course', value: (record) => record.course },
    { label: 'Message', value: (record) => record.message || 'No message' },
    { label: 'Submitted', value: (record) => formatDateTime(record.created_at) },
  ],
  filters: [
    <SelectInput
      key="course"
      source="course"
      label="Course"
      choices={REGISTRATION_COURSES.map((course) => ({ id: course, name: course }))}
    />,
    <DateInput key="from" source="created_at_gte" label="From" />,
    <DateInput key="to" source="created_at_lte" label="To" />,
  ],
};

const RegistrationList = () => (
  <SubmissionList
    screen={screen}
    columns={[
      nameColumn('full_name'),
      contactColumn(),
      <FunctionField
        key="course"
        source="course"
        label="Course"
        render={(record: RaRecord) => <CourseCode course={record.course} />}
      />,
      messageColumn(),
    ]}
  />
);

export default {
  list: RegistrationList,
  show: () => <SubmissionShow screen={screen} />,
  icon: HowToRegIcon,
  recordRepresentation: 'full_name',
};

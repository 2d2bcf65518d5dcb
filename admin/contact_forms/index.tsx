// Contacts: messages sent from the public site's Contact page.
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { DateInput, FunctionField, type RaRecord, SelectInput } from 'react-admin';
import { CONTACT_COURSES, COURSE_CODE_LABELS } from '../../common/enums';
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

const courseName = (record: RaRecord) =>
  record.course ? (COURSE_CODE_LABELS[record.course] ?? record.course) : 'General inquiry';

const screen: SubmissionScreen = {
  title: 'Contact Forms',
  subtitle: 'Questions and messages sent through the contact form.',
  noun: 'contact form',
  nounPlural: 'contact forms',
  emptyText: 'No contact forms found.',
  name: (record) => record.name,
  summary: courseName,
  stats: (stats) => [
    { label: 'Total Contacts', value: statValue(stats, 'total') },
    { label: 'This Month', value: statValue(stats, 'this_month') },
    { label: 'With Messages', value: statValue(stats, 'with_message') },
  ],
  details: [
    { label: 'Name', value: (record) => record.name },
    { label: 'Email', value: (record) => record.email },
    { label: 'Phone', value: (record) => record.phone },
    { label: 'Course', value: courseName },
    { label: 'Message', value: (record) => record.message || 'No message' },
    { label: 'Submitted', value: (record) => formatDateTime(record.created_at) },
  ],
  filters: [
    <SelectInput
      key="course"
      source="course"
      label="Course"
      choices={CONTACT_COURSES.map((course) => ({ id: course, name: COURSE_CODE_LABELS[course] ?? course }))}
    />,
    <DateInput key="from" source="created_at_gte" label="From" />,
    <DateInput key="to" source="created_at_lte" label="To" />,
  ],
};

const ContactList = () => (
  <SubmissionList
    screen={screen}
    columns={[
      nameColumn('name'),
      contactColumn(),
      <FunctionField
        key="course"
        source="course"
        label="Course"
        render={(record: RaRecord) => (record.course ? <CourseCode course={record.course} /> : 'General inquiry')}
      />,
      messageColumn(),
    ]}
  />
);

export default {
  list: ContactList,
  show: () => <SubmissionShow screen={screen} />,
  icon: ContactMailIcon,
  recordRepresentation: 'name',
};

// Prospectus: download requests for the institute's prospectus.
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { DateInput, FunctionField, type RaRecord, SelectInput } from 'react-admin';
import { COURSE_CODE_LABELS, PROSPECTUS_COURSES } from '../../common/enums';
import { CourseCode } from '../shared/CourseCode';
import { statValue } from '../shared/stats';
import {
  contactColumn,
  formatDateTime,
  nameColumn,
  SubmissionList,
  type SubmissionScreen,
  SubmissionShow,
} from '../shared/submissions';

const interest = (record: RaRecord) =>
  record.course_interest ? (COURSE_CODE_LABELS[record.course_interest] ?? record.course_interest) : 'General interest';

const screen: SubmissionScreen = {
  title: 'Prospectus Requests',
  subtitle: 'Visitors who downloaded the prospectus.',
  noun: 'prospectus request',
  nounPlural: 'prospectus requests',
  emptyText: 'No prospectus requests found.',
  name: (record) => record.full_name,
  summary: interest,
  stats: (stats) => [
    { label: 'Total Requests', value: statValue(stats, 'total') },
    { label: 'This Month', value: statValue(stats, 'this_month') },
    { label: 'With Course Interest', value: statValue(stats, 'with_course_interest') },
  ],
  details: [
    { label: 'Full Name', value: (record) => record.full_name },
    { label: 'Email', value: (record) => record.email },
    { label: 'Phone', value: (record) => record.phone },
    { label: 'Course Interest', value: interest },
    { label: 'Requested', value: (record) => formatDateTime(record.created_at) },
  ],
  filters: [
    <SelectInput
      key="course_interest"
      source="course_interest"
      label="Course Interest"
      choices={PROSPECTUS_COURSES.map((course) => ({ id: course, name: COURSE_CODE_LABELS[course] ?? course }))}
    />,
    <DateInput key="from" source="created_at_gte" label="From" />,
    <DateInput key="to" source="created_at_lte" label="To" />,
  ],
};

const ProspectusList = () => (
  <SubmissionList
    screen={screen}
    columns={[
      nameColumn('full_name'),
      contactColumn(),
      <FunctionField
        key="interest"
        source="course_interest"
        label="Course Interest"
        render={(record: RaRecord) =>
          record.course_interest ? <CourseCode course={record.course_interest} /> : 'General interest'
        }
      />,
    ]}
  />
);

export default {
  list: ProspectusList,
  show: () => <SubmissionShow screen={screen} />,
  icon: MenuBookIcon,
  recordRepresentation: 'full_name',
};

// Admissions: applications sent from the public site's admission form, with marks and the course type.
import SchoolIcon from '@mui/icons-material/School';
import { Chip } from '@mui/material';
import { DateInput, FunctionField, type RaRecord, SelectInput } from 'react-admin';
import {
  APPLICATION_COURSES,
  CAMPUS_LABELS,
  CAMPUSES,
  COURSE_CODE_LABELS,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type CourseType,
  STREAM_LABELS,
  STREAMS,
} from '../../common/enums';
import { CourseCode } from '../shared/CourseCode';
import { statValue } from '../shared/stats';
import {
  contactColumn,
  formatDate,
  formatDateTime,
  nameColumn,
  SubmissionList,
  type SubmissionScreen,
  SubmissionShow,
} from '../shared/submissions';

const courseName = (record: RaRecord) => COURSE_CODE_LABELS[record.preferred_course] ?? record.preferred_course;
const campusName = (record: RaRecord) =>
  CAMPUS_LABELS[record.preferred_campus as keyof typeof CAMPUS_LABELS] ?? record.preferred_campus;

const CourseTypeBadge = ({ record }: { record: RaRecord }) => (
  <Chip
    size="small"
    label={COURSE_TYPE_LABELS[record.course_type as CourseType] ?? record.course_type}
    color={record.course_type === 'degree' ? 'primary' : 'success'}
    variant={record.course_type === 'degree' ? 'filled' : 'outlined'}
  />
);

const screen: SubmissionScreen = {
  title: 'Admission Applications',
  subtitle: 'Applications for certification and degree courses.',
  noun: 'admission application',
  nounPlural: 'admission applications',
  emptyText: 'No admission applications found.',
  name: (record) => record.full_name,
  summary: (record) => `${COURSE_TYPE_LABELS[record.course_type as CourseType] ?? ''} · ${courseName(record)}`,
  stats: (stats) => [
    { label: 'Total Applications', value: statValue(stats, 'total') },
    { label: 'Certification', value: statValue(stats, 'certification') },
    { label: 'Degree', value: statValue(stats, 'degree') },
    { label: 'This Month', value: statValue(stats, 'this_month') },
  ],
  details: [
    { label: 'Full Name', value: (record) => record.full_name },
    { label: 'Date of Birth', value: (record) => formatDate(record.date_of_birth) },
    { label: 'Email', value: (record) => record.email },
    { label: 'Phone', value: (record) => record.phone },
    { label: '10th %', value: (record) => `${record.tenth_percentage}%` },
    { label: '12th %', value: (record) => `${record.twelfth_percentage}%` },
    {
      label: 'Stream',
      value: (record) => STREAM_LABELS[record.stream as keyof typeof STREAM_LABELS] ?? record.stream,
    },
    { label: 'Board', value: (record) => record.board },
    { label: 'Course Type', value: (record) => <CourseTypeBadge record={record} /> },
    { label: 'Preferred Course', value: courseName },
    { label: 'Campus', value: campusName },
    { label: 'Applied', value: (record) => formatDateTime(record.created_at) },
  ],
  filters: [
    <SelectInput
      key="course_type"
      source="course_type"
      label="Course Type"
      choices={COURSE_TYPES.map((type) => ({ id: type, name: COURSE_TYPE_LABELS[type] }))}
    />,
    <SelectInput
      key="course"
      source="preferred_course"
      label="Preferred Course"
      choices={APPLICATION_COURSES.map((course) => ({ id: course, name: COURSE_CODE_LABELS[course] ?? course }))}
    />,
    <SelectInput
      key="campus"
      source="preferred_campus"
      label="Campus"
      choices={CAMPUSES.map((campus) => ({ id: campus, name: CAMPUS_LABELS[campus] }))}
    />,
    <SelectInput
      key="stream"
      source="stream"
      label="Stream"
      choices={STREAMS.map((stream) => ({ id: stream, name: STREAM_LABELS[stream] }))}
    />,
    <DateInput key="from" source="created_at_gte" label="From" />,
    <DateInput key="to" source="created_at_lte" label="To" />,
  ],
};

const AdmissionList = () => (
  <SubmissionList
    screen={screen}
    columns={[
      nameColumn('full_name'),
      contactColumn(),
      <FunctionField
        key="marks"
        label="Marks"
        sortable={false}
        // Two short lines rather than one long one: the table must fit a 1366 px screen.
        render={(record: RaRecord) => (
          <>
            10th: {record.tenth_percentage}%<br />
            12th: {record.twelfth_percentage}%
          </>
        )}
      />,
      <FunctionField
        key="type"
        source="course_type"
        label="Course Type"
        render={(record: RaRecord) => <CourseTypeBadge record={record} />}
      />,
      <FunctionField
        key="course"
        source="preferred_course"
        label="Preferred Course"
        render={(record: RaRecord) => <CourseCode course={record.preferred_course} />}
      />,
      <FunctionField key="campus" source="preferred_campus" label="Campus" render={campusName} />,
    ]}
  />
);

export default {
  list: AdmissionList,
  show: () => <SubmissionShow screen={screen} />,
  icon: SchoolIcon,
  recordRepresentation: 'full_name',
};

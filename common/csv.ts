// The CSV exports of the submission lists: file names and columns exactly as the spec gives them.
import { CAMPUS_LABELS, COURSE_CODE_LABELS, COURSE_TYPE_LABELS, STREAM_LABELS } from './enums';

/**
 * One column: its header, the field it reads and, for a field stored as a code (`spam`, `cooch-behar`), the names
 * staff read in the panel, so every export carries names as the registrations' course always did. A value with no
 * name (an old code) is written as stored; an empty value stays empty.
 */
export type CsvColumn = { label: string; value: string; labels?: Readonly<Record<string, string>> };
export type CsvExport = { filePrefix: string; columns: CsvColumn[] };

export const CSV_EXPORTS: Record<string, CsvExport> = {
  registration_forms: {
    filePrefix: 'registrations',
    columns: [
      { label: 'Name', value: 'full_name' },
      { label: 'Email', value: 'email' },
      { label: 'Phone', value: 'phone' },
      { label: 'Course', value: 'course' },
      { label: 'Message', value: 'message' },
      { label: 'Date', value: 'created_at' },
    ],
  },
  contact_forms: {
    filePrefix: 'contacts',
    columns: [
      { label: 'Name', value: 'name' },
      { label: 'Email', value: 'email' },
      { label: 'Phone', value: 'phone' },
      { label: 'Course', value: 'course', labels: COURSE_CODE_LABELS },
      { label: 'Message', value: 'message' },
      { label: 'Date', value: 'created_at' },
    ],
  },
  admission_applications: {
    filePrefix: 'admissions',
    columns: [
      { label: 'Name', value: 'full_name' },
      { label: 'DOB', value: 'date_of_birth' },
      { label: 'Email', value: 'email' },
      { label: 'Phone', value: 'phone' },
      { label: '10th %', value: 'tenth_percentage' },
      { label: '12th %', value: 'twelfth_percentage' },
      { label: 'Stream', value: 'stream', labels: STREAM_LABELS },
      { label: 'Board', value: 'board' },
      { label: 'Course Type', value: 'course_type', labels: COURSE_TYPE_LABELS },
      { label: 'Preferred Course', value: 'preferred_course', labels: COURSE_CODE_LABELS },
      { label: 'Campus', value: 'preferred_campus', labels: CAMPUS_LABELS },
      { label: 'Application Date', value: 'created_at' },
    ],
  },
  prospectus_requests: {
    filePrefix: 'prospectus_requests',
    columns: [
      { label: 'Name', value: 'full_name' },
      { label: 'Email', value: 'email' },
      { label: 'Phone', value: 'phone' },
      { label: 'Course Interest', value: 'course_interest', labels: COURSE_CODE_LABELS },
      { label: 'Request Date', value: 'created_at' },
    ],
  },
  newsletter_subscriptions: {
    filePrefix: 'newsletter_subscriptions',
    columns: [
      { label: 'Email', value: 'email' },
      { label: 'Date', value: 'created_at' },
    ],
  },
};

/** `registrations_2025-01-22.csv`: the date is the day of the export. */
export const csvFileName = (prefix: string, day: Date = new Date()) =>
  `${prefix}_${day.toISOString().slice(0, 10)}.csv`;

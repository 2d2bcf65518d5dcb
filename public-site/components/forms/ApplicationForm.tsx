// The Online Application Form of /courses. On success it starts over with its defaults
// (certification, percentages 0).
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { CERTIFICATION_COURSES, DEGREE_COURSES } from '../../../common/courses';
import {
  CAMPUS_LABELS,
  CAMPUSES,
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  type CourseType,
  STREAM_LABELS,
  STREAMS,
} from '../../../common/enums';
import { GUARDIAN_RELATION_LABELS, GUARDIAN_RELATIONS, isMinor } from '../../../common/privacy';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, SelectField, TextField, VisitorFormFrame } from './fields';
import { useVisitorForm, type VisitorForm } from './useVisitorForm';

export const APPLICATION_DEFAULTS = {
  full_name: '',
  date_of_birth: '',
  email: '',
  phone: '',
  tenth_percentage: '0',
  twelfth_percentage: '0',
  stream: '',
  board: '',
  course_type: 'certification',
  preferred_course: '',
  preferred_campus: '',
  guardian_name: '',
  guardian_relation: '',
  guardian_phone: '',
  guardian_email: '',
  website: '',
};
type ApplicationValues = typeof APPLICATION_DEFAULTS;

/**
 * Percentages are decimals; anything else that is typed counts as 0, as the spec says. An empty field stays empty
 * (''): the spec requires both marks, so the form says "12th percentage is required" instead of sending 0 %.
 */
export const toPercentage = (text: string): number | '' => {
  if (!text.trim()) return '';
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};

const GUARDIAN_KEYS = ['guardian_name', 'guardian_relation', 'guardian_phone', 'guardian_email'] as const;

/** An applicant of 18 or over sends no guardian fields: the post is the spec's, unchanged. */
const toPayload = (values: ApplicationValues) => {
  const payload: Record<string, unknown> = {
    ...values,
    tenth_percentage: toPercentage(values.tenth_percentage),
    twelfth_percentage: toPercentage(values.twelfth_percentage),
  };
  if (!isMinor(values.date_of_birth)) for (const key of GUARDIAN_KEYS) delete payload[key];
  return payload;
};

const ADULT_TEXTS = {
  successTitle: 'Application submitted successfully!',
  successText: 'Our admission team will review your application and contact you soon.',
  errorTitle: 'Error submitting application',
  errorFallback: 'Failed to submit application',
};
const MINOR_TEXTS = {
  ...ADULT_TEXTS,
  successTitle: 'Application received: waiting for your parent or guardian',
  successText:
    'We have e-mailed your parent or guardian a link to confirm your application. Once they confirm, our admission ' +
    'team will review it and contact you.',
};

const coursesOf = (type: string) => (type === 'degree' ? DEGREE_COURSES : CERTIFICATION_COURSES);
const today = () => new Date().toISOString().slice(0, 10);

/** Lets a course card's Apply Now preselect its course. */
export type ApplicationFormHandle = { chooseCourse(type: CourseType, courseId: string): void };
/** A course chosen while the form's own code was still on its way; the form takes it once it starts. */
export type PendingCourseChoice = { current: { type: CourseType; courseId: string } | null };

export function ApplicationForm({
  handle,
  pendingChoice,
}: {
  handle?: Ref<ApplicationFormHandle>;
  pendingChoice?: PendingCourseChoice;
}) {
  const form = useVisitorForm({
    resource: 'admission_applications',
    initialValues: APPLICATION_DEFAULTS,
    toPayload,
    texts: (sent) => (isMinor(sent.date_of_birth) ? MINOR_TEXTS : ADULT_TEXTS),
  });
  const { setValue, values } = form;
  const minor = isMinor(values.date_of_birth);

  useImperativeHandle(handle, () => ({
    chooseCourse(type, courseId) {
      setValue('course_type', type);
      setValue('preferred_course', courseId);
    },
  }));

  useEffect(() => {
    const choice = pendingChoice?.current;
    if (!choice || !pendingChoice) return;
    pendingChoice.current = null;
    setValue('course_type', choice.type);
    setValue('preferred_course', choice.courseId);
  }, [pendingChoice, setValue]);

  // A course of the other type no longer fits once the type changes.
  useEffect(() => {
    if (
      values.preferred_course &&
      !coursesOf(values.course_type).some((course) => course.id === values.preferred_course)
    ) {
      setValue('preferred_course', '');
    }
  }, [values.course_type, values.preferred_course, setValue]);

  const id = 'application';
  return (
    <VisitorFormFrame
      form={form}
      formId={id}
      labelledBy="application-form-heading"
      legend="Application details"
      submitLabel="Submit Application"
      consent={
        <ConsentField form={form} formId={id} purpose="to process my application and contact me about it" offerNews />
      }
    >
      <TextField form={form} formId={id} name="full_name" label="Full Name" required autoComplete="name" />
      <TextField
        form={form}
        formId={id}
        name="date_of_birth"
        label="Date of Birth"
        type="date"
        required
        max={today()}
        autoComplete="bday"
      />
      <EmailPhoneFields form={form} formId={id} />
      <TextField
        form={form}
        formId={id}
        name="tenth_percentage"
        label="10th Percentage"
        type="number"
        required
        min={0}
        max={100}
        step={0.01}
        inputMode="decimal"
      />
      <TextField
        form={form}
        formId={id}
        name="twelfth_percentage"
        label="12th Percentage"
        type="number"
        required
        min={0}
        max={100}
        step={0.01}
        inputMode="decimal"
      />
      <SelectField
        form={form}
        formId={id}
        name="stream"
        label="Stream"
        required
        placeholder="Select your stream"
        options={STREAMS.map((stream) => ({ value: stream, label: STREAM_LABELS[stream] }))}
      />
      <TextField form={form} formId={id} name="board" label="Board" required placeholder="e.g. WBCHSE, CBSE, ISC" />
      <SelectField
        form={form}
        formId={id}
        name="course_type"
        label="Course Type"
        required
        placeholder="Select a course type"
        options={COURSE_TYPES.map((type) => ({ value: type, label: COURSE_TYPE_LABELS[type] }))}
      />
      <SelectField
        form={form}
        formId={id}
        name="preferred_course"
        label="Preferred Course"
        required
        placeholder="Select a course"
        options={coursesOf(values.course_type).map((course) => ({ value: course.id, label: course.title }))}
      />
      <SelectField
        form={form}
        formId={id}
        name="preferred_campus"
        label="Preferred Campus"
        required
        placeholder="Select a campus"
        options={CAMPUSES.map((campus) => ({ value: campus, label: CAMPUS_LABELS[campus] }))}
      />
      {minor ? <GuardianFields form={form} formId={id} /> : null}
    </VisitorFormFrame>
  );
}

/**
 * Asked when the date of birth shows under 18 (common/privacy.ts, isMinor): the parent or guardian who confirms the
 * application through the link we e-mail them (DPDP Act s.9). The server requires the same fields.
 */
function GuardianFields({ form, formId }: { form: VisitorForm; formId: string }) {
  return (
    <>
      <div className="form-grid__wide guardian-note" id={`${formId}-guardian-note`}>
        <h3 className="guardian-note__title">Parent or guardian</h3>
        <p>
          You are under 18, so a parent or guardian must confirm your application. We e-mail them a link; until they
          confirm, your application is held and we do not contact you or send you news.
        </p>
      </div>
      <TextField
        form={form}
        formId={formId}
        name="guardian_name"
        label="Parent or Guardian's Name"
        required
        autoComplete="off"
      />
      <SelectField
        form={form}
        formId={formId}
        name="guardian_relation"
        label="Relation to You"
        required
        placeholder="Select a relation"
        options={GUARDIAN_RELATIONS.map((relation) => ({ value: relation, label: GUARDIAN_RELATION_LABELS[relation] }))}
      />
      <TextField
        form={form}
        formId={formId}
        name="guardian_email"
        label="Parent or Guardian's Email"
        type="email"
        required
        autoComplete="off"
      />
      <TextField
        form={form}
        formId={formId}
        name="guardian_phone"
        label="Parent or Guardian's Phone"
        type="tel"
        required
        autoComplete="off"
      />
    </>
  );
}

// The Online Application Form of /courses. On success it starts over with its defaults
// (certification, percentages 0).
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { CERTIFICATION_COURSES, DEGREE_COURSES } from '../../../common/courses';
import type { CAMPUSES, COURSE_TYPES, CourseType, STREAMS } from '../../../common/enums';
import { type GuardianRelation, isMinor } from '../../../common/privacy';
import { useT } from '../../i18n/i18n';
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

// The choices' values and their texts' keys (the values are the API's; the texts in the page's language).
const STREAM_OPTIONS: { value: (typeof STREAMS)[number]; key: string }[] = [
  { value: 'science', key: 'forms.application.stream.science' },
  { value: 'commerce', key: 'forms.application.stream.commerce' },
  { value: 'arts', key: 'forms.application.stream.arts' },
];
const COURSE_TYPE_OPTIONS: { value: (typeof COURSE_TYPES)[number]; key: string }[] = [
  { value: 'certification', key: 'forms.application.courseType.certification' },
  { value: 'degree', key: 'forms.application.courseType.degree' },
];
const CAMPUS_OPTIONS: { value: (typeof CAMPUSES)[number]; key: string }[] = [
  { value: 'siliguri', key: 'forms.application.campus.siliguri' },
  { value: 'kolkata', key: 'forms.application.campus.kolkata' },
  { value: 'jalpaiguri', key: 'forms.application.campus.jalpaiguri' },
  { value: 'cooch-behar', key: 'forms.application.campus.coochBehar' },
];
const RELATION_OPTIONS: { value: GuardianRelation; key: string }[] = [
  { value: 'mother', key: 'forms.application.relation.mother' },
  { value: 'father', key: 'forms.application.relation.father' },
  { value: 'legal_guardian', key: 'forms.application.relation.legalGuardian' },
  { value: 'other_relative', key: 'forms.application.relation.otherRelative' },
];
type Translate = ReturnType<typeof useT>;
const translated = <V extends string>(t: Translate, options: { value: V; key: string }[]) =>
  options.map(({ value, key }) => ({ value, label: t(key) }));

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
  const t = useT();
  const adultTexts = {
    successTitle: t('forms.application.successTitle'),
    successText: t('forms.application.successText'),
    errorTitle: t('forms.application.errorTitle'),
    errorFallback: t('forms.application.errorFallback'),
  };
  const form = useVisitorForm({
    resource: 'admission_applications',
    initialValues: APPLICATION_DEFAULTS,
    toPayload,
    texts: (sent) =>
      isMinor(sent.date_of_birth)
        ? {
            ...adultTexts,
            successTitle: t('forms.application.minorTitle'),
            successText: t('forms.application.minorText'),
          }
        : adultTexts,
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
      legend={t('forms.application.legend')}
      submitLabel={t('forms.application.submit')}
      consent={<ConsentField form={form} formId={id} label={t('forms.application.consent')} offerNews />}
    >
      <TextField
        form={form}
        formId={id}
        name="full_name"
        label={t('forms.common.fullName')}
        required
        autoComplete="name"
      />
      <TextField
        form={form}
        formId={id}
        name="date_of_birth"
        label={t('forms.application.dateOfBirth')}
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
        label={t('forms.application.tenth')}
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
        label={t('forms.application.twelfth')}
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
        label={t('forms.application.stream')}
        required
        placeholder={t('forms.application.streamPlaceholder')}
        options={translated(t, STREAM_OPTIONS)}
      />
      <TextField
        form={form}
        formId={id}
        name="board"
        label={t('forms.application.board')}
        required
        placeholder={t('forms.application.boardPlaceholder')}
      />
      <SelectField
        form={form}
        formId={id}
        name="course_type"
        label={t('forms.application.courseType')}
        required
        placeholder={t('forms.application.courseTypePlaceholder')}
        options={translated(t, COURSE_TYPE_OPTIONS)}
      />
      <SelectField
        form={form}
        formId={id}
        name="preferred_course"
        label={t('forms.application.course')}
        required
        placeholder={t('forms.application.coursePlaceholder')}
        options={coursesOf(values.course_type).map((course) => ({ value: course.id, label: course.title }))}
      />
      <SelectField
        form={form}
        formId={id}
        name="preferred_campus"
        label={t('forms.application.campus')}
        required
        placeholder={t('forms.application.campusPlaceholder')}
        options={translated(t, CAMPUS_OPTIONS)}
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
  const t = useT();
  return (
    <>
      <div className="form-grid__wide guardian-note" id={`${formId}-guardian-note`}>
        <h3 className="guardian-note__title">{t('forms.application.guardian.title')}</h3>
        <p>{t('forms.application.guardian.text')}</p>
      </div>
      <TextField
        form={form}
        formId={formId}
        name="guardian_name"
        label={t('forms.application.guardian.name')}
        required
        autoComplete="off"
      />
      <SelectField
        form={form}
        formId={formId}
        name="guardian_relation"
        label={t('forms.application.guardian.relation')}
        required
        placeholder={t('forms.application.guardian.relationPlaceholder')}
        options={translated(t, RELATION_OPTIONS)}
      />
      <TextField
        form={form}
        formId={formId}
        name="guardian_email"
        label={t('forms.application.guardian.email')}
        type="email"
        required
        autoComplete="off"
      />
      <TextField
        form={form}
        formId={formId}
        name="guardian_phone"
        label={t('forms.application.guardian.phone')}
        type="tel"
        required
        autoComplete="off"
      />
    </>
  );
}

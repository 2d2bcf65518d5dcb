// Get Started Today: the course registration form of /register.

import { REGISTRATION_COURSES } from '../../../common/enums';
import { useT } from '../../i18n/i18n';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, SelectField, TextAreaField, TextField, VisitorFormFrame } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { full_name: '', email: '', phone: '', course: '', message: '', website: '' };
const COURSE_OPTIONS = REGISTRATION_COURSES.map((course) => ({ value: course, label: course }));

export function RegistrationForm() {
  const t = useT();
  const form = useVisitorForm({
    resource: 'registration_forms',
    initialValues: INITIAL,
    texts: {
      successTitle: t('forms.registration.successTitle'),
      successText: t('forms.registration.successText'),
      errorTitle: t('forms.registration.errorTitle'),
      errorFallback: t('forms.common.errorFallback'),
    },
  });
  const id = 'registration';
  return (
    <VisitorFormFrame
      form={form}
      formId={id}
      labelledBy="registration-heading"
      legend={t('forms.common.yourDetails')}
      submitLabel={t('forms.registration.submit')}
      consent={<ConsentField form={form} formId={id} label={t('forms.registration.consent')} offerNews />}
    >
      <TextField
        form={form}
        formId={id}
        name="full_name"
        label={t('forms.common.fullName')}
        required
        autoComplete="name"
      />
      <EmailPhoneFields form={form} formId={id} />
      <SelectField
        form={form}
        formId={id}
        name="course"
        label={t('forms.registration.course')}
        required
        options={COURSE_OPTIONS}
        placeholder={t('forms.registration.coursePlaceholder')}
      />
      <TextAreaField
        form={form}
        formId={id}
        name="message"
        label={t('forms.registration.message')}
        className="form-grid__wide"
        placeholder={t('forms.registration.messagePlaceholder')}
      />
    </VisitorFormFrame>
  );
}

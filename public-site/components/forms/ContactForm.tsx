// Send Us a Message: the contact form of /contact, in the page's language. Fields clear on success and stay on error.

import { CONTACT_COURSES, COURSE_CODE_LABELS } from '../../../common/enums';
import { useT } from '../../i18n/i18n';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, SelectField, TextAreaField, TextField, VisitorFormFrame } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { name: '', email: '', phone: '', course: '', message: '', website: '' };
// Course names stay as the institute writes them, in every language (docs/translations.md).
const COURSE_OPTIONS = CONTACT_COURSES.map((course) => ({ value: course, label: COURSE_CODE_LABELS[course] }));

export function ContactForm() {
  const t = useT();
  const form = useVisitorForm({
    resource: 'contact_forms',
    initialValues: INITIAL,
    texts: {
      successTitle: t('forms.contact.successTitle'),
      successText: t('forms.contact.successText'),
      errorTitle: t('forms.contact.errorTitle'),
      errorFallback: t('forms.common.errorFallback'),
    },
  });
  const id = 'contact';
  return (
    <VisitorFormFrame
      form={form}
      formId={id}
      labelledBy="contact-form-heading"
      legend={t('forms.contact.legend')}
      submitLabel={t('forms.contact.submit')}
      consent={<ConsentField form={form} formId={id} label={t('forms.contact.consent')} offerNews />}
    >
      <TextField form={form} formId={id} name="name" label={t('forms.contact.name')} required autoComplete="name" />
      <EmailPhoneFields form={form} formId={id} />
      <SelectField
        form={form}
        formId={id}
        name="course"
        label={t('forms.contact.course')}
        options={COURSE_OPTIONS}
        placeholder={t('forms.contact.coursePlaceholder')}
      />
      <TextAreaField
        form={form}
        formId={id}
        name="message"
        label={t('forms.contact.message')}
        className="form-grid__wide"
        rows={5}
      />
    </VisitorFormFrame>
  );
}

// Send Us a Message: the contact form of /contact. Fields clear on success and stay on error.

import { CONTACT_COURSES, COURSE_CODE_LABELS } from '../../../common/enums';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, SelectField, TextAreaField, TextField, VisitorFormFrame } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { name: '', email: '', phone: '', course: '', message: '', website: '' };
const COURSE_OPTIONS = CONTACT_COURSES.map((course) => ({ value: course, label: COURSE_CODE_LABELS[course] }));

export function ContactForm() {
  const form = useVisitorForm({
    resource: 'contact_forms',
    initialValues: INITIAL,
    texts: {
      successTitle: 'Message sent successfully!',
      successText: "We'll get back to you soon.",
      errorTitle: 'Error sending message',
      errorFallback: 'An error occurred while submitting the form',
    },
  });
  const id = 'contact';
  return (
    <VisitorFormFrame
      form={form}
      formId={id}
      labelledBy="contact-form-heading"
      legend="Your message"
      submitLabel="Send Message"
      consent={<ConsentField form={form} formId={id} purpose="to answer my message" offerNews />}
    >
      <TextField form={form} formId={id} name="name" label="Your Name" required autoComplete="name" />
      <EmailPhoneFields form={form} formId={id} />
      <SelectField
        form={form}
        formId={id}
        name="course"
        label="Course of Interest"
        options={COURSE_OPTIONS}
        placeholder="Select a course (optional)"
      />
      <TextAreaField form={form} formId={id} name="message" label="Message" className="form-grid__wide" rows={5} />
    </VisitorFormFrame>
  );
}

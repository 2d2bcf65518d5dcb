// Send Us a Message: the contact form of /contact. Fields clear on success and stay on error.

import { CONTACT_COURSES, COURSE_CODE_LABELS } from '../../../common/enums';
import { ConsentField } from './ConsentField';
import { FormMessageBox, HoneypotField, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
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
    <form
      ref={form.formRef}
      className="visitor-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby="contact-form-heading"
    >
      <fieldset disabled={form.busy}>
        <legend className="visually-hidden">Your message</legend>
        <div className="form-grid">
          <TextField form={form} formId={id} name="name" label="Your Name" required autoComplete="name" />
          <TextField
            form={form}
            formId={id}
            name="email"
            label="Email Address"
            type="email"
            required
            autoComplete="email"
          />
          <TextField form={form} formId={id} name="phone" label="Phone Number" type="tel" required autoComplete="tel" />
          <SelectField
            form={form}
            formId={id}
            name="course"
            label="Course of Interest"
            options={COURSE_OPTIONS}
            placeholder="Select a course (optional)"
          />
          <TextAreaField form={form} formId={id} name="message" label="Message" className="form-grid__wide" rows={5} />
        </div>
        <ConsentField form={form} formId={id} purpose="to answer my message" offerNews />
        <HoneypotField form={form} formId={id} />
        <SubmitButton form={form} className="button--block">
          Send Message
        </SubmitButton>
      </fieldset>
      <FormMessageBox message={form.message} />
    </form>
  );
}

// Get Started Today: the course registration form of /register.

import { REGISTRATION_COURSES } from '../../../common/enums';
import { ConsentField } from './ConsentField';
import { FormMessageBox, HoneypotField, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { full_name: '', email: '', phone: '', course: '', message: '', website: '' };
const COURSE_OPTIONS = REGISTRATION_COURSES.map((course) => ({ value: course, label: course }));

export function RegistrationForm() {
  const form = useVisitorForm({
    resource: 'registration_forms',
    initialValues: INITIAL,
    texts: {
      successTitle: 'Registration submitted successfully!',
      successText: 'Our admission counselors will contact you soon.',
      errorTitle: 'Error submitting form',
      errorFallback: 'An error occurred while submitting the form',
    },
  });
  const id = 'registration';
  return (
    <form
      ref={form.formRef}
      className="visitor-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby="registration-heading"
    >
      <fieldset disabled={form.busy}>
        <legend className="visually-hidden">Your details</legend>
        <div className="form-grid">
          <TextField form={form} formId={id} name="full_name" label="Full Name" required autoComplete="name" />
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
            label="Course"
            required
            options={COURSE_OPTIONS}
            placeholder="Select a course"
          />
          <TextAreaField
            form={form}
            formId={id}
            name="message"
            label="Message"
            className="form-grid__wide"
            placeholder="Anything you would like us to know (optional)"
          />
        </div>
        <ConsentField form={form} formId={id} purpose="to process my registration and contact me about it" offerNews />
        <HoneypotField form={form} formId={id} />
        <SubmitButton form={form} className="button--block">
          Submit Registration
        </SubmitButton>
      </fieldset>
      <FormMessageBox message={form.message} />
    </form>
  );
}

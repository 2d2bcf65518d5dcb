// Get Started Today: the course registration form of /register.

import { REGISTRATION_COURSES } from '../../../common/enums';
import { ConsentField } from './ConsentField';
import { EmailPhoneFields, SelectField, TextAreaField, TextField, VisitorFormFrame } from './fields';
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
    <VisitorFormFrame
      form={form}
      formId={id}
      labelledBy="registration-heading"
      legend="Your details"
      submitLabel="Submit Registration"
      consent={
        <ConsentField form={form} formId={id} purpose="to process my registration and contact me about it" offerNews />
      }
    >
      <TextField form={form} formId={id} name="full_name" label="Full Name" required autoComplete="name" />
      <EmailPhoneFields form={form} formId={id} />
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
    </VisitorFormFrame>
  );
}

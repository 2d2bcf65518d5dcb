// Register for one open day (/events): name, e-mail and phone. A full open day (409) tells the page, which then
// shows it as full; a successful registration takes one of the seats shown.
import { ConsentField } from './ConsentField';
import { FormMessageBox, HoneypotField, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { name: '', email: '', phone: '', website: '' };

export type EventRegistrationFormProps = {
  eventId: number;
  /** The id of the heading that names the open day: the form's accessible name. */
  labelledBy: string;
  onRegistered: () => void;
  onFull: () => void;
};

export function EventRegistrationForm({ eventId, labelledBy, onRegistered, onFull }: EventRegistrationFormProps) {
  const form = useVisitorForm({
    resource: { event: eventId },
    initialValues: INITIAL,
    texts: {
      successTitle: 'You are registered!',
      successText: 'We have sent a confirmation to your e-mail. See you at the open day.',
      errorTitle: 'Registration not sent',
      errorFallback: 'Something went wrong while registering; please try again.',
    },
    onSuccess: onRegistered,
    onRefused: (status) => {
      if (status === 409) onFull();
    },
  });
  const id = `open-day-${eventId}`;
  return (
    <form
      ref={form.formRef}
      className="visitor-form open-day__form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <fieldset disabled={form.busy}>
        <legend className="visually-hidden">Your details</legend>
        <div className="form-grid">
          <TextField form={form} formId={id} name="name" label="Your Name" required autoComplete="name" />
          <TextField form={form} formId={id} name="phone" label="Phone Number" type="tel" required autoComplete="tel" />
          <TextField
            form={form}
            formId={id}
            name="email"
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            className="form-grid__wide"
          />
        </div>
        <ConsentField
          form={form}
          formId={id}
          purpose="to register me for this open day and contact me about it"
          offerNews
        />
        <HoneypotField form={form} formId={id} />
        <SubmitButton form={form} className="button--block">
          Register for this open day
        </SubmitButton>
      </fieldset>
      <FormMessageBox message={form.message} />
    </form>
  );
}

// Register for one open day (/events): name, e-mail and phone. A full open day (409) tells the page, which then
// shows it as full; a successful registration takes one of the seats shown.
import { useLanguage, useT } from '../../i18n/i18n';
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
  const t = useT();
  const lang = useLanguage();
  const form = useVisitorForm({
    resource: { event: eventId },
    initialValues: INITIAL,
    texts: {
      successTitle: t('forms.event.successTitle'),
      successText: t('forms.event.successText'),
      errorTitle: t('forms.event.errorTitle'),
      errorFallback: t('forms.event.errorFallback'),
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
      lang={lang}
      className="visitor-form open-day__form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <fieldset disabled={form.busy}>
        <legend className="visually-hidden">{t('forms.common.yourDetails')}</legend>
        <div className="form-grid">
          <TextField form={form} formId={id} name="name" label={t('forms.contact.name')} required autoComplete="name" />
          <TextField
            form={form}
            formId={id}
            name="phone"
            label={t('forms.common.phone')}
            type="tel"
            required
            autoComplete="tel"
          />
          <TextField
            form={form}
            formId={id}
            name="email"
            label={t('forms.common.email')}
            type="email"
            required
            autoComplete="email"
            className="form-grid__wide"
          />
        </div>
        <ConsentField form={form} formId={id} label={t('forms.event.consent')} offerNews />
        <HoneypotField form={form} formId={id} />
        <SubmitButton form={form} className="button--block">
          {t('forms.event.submit')}
        </SubmitButton>
      </fieldset>
      <FormMessageBox message={form.message} />
    </form>
  );
}

// A newsletter box that really subscribes (POST /api/public/newsletter_subscriptions); used on the blog pages too.
import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/i18n';
import { ConsentField } from './ConsentField';
import { FormMessageBox, HoneypotField, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { email: '', website: '' };

export type NewsletterSignupProps = { title?: string; text?: string; className?: string };

export function NewsletterForm({ title: givenTitle, text: givenText, className }: NewsletterSignupProps) {
  const t = useT();
  const lang = useLanguage();
  const title = givenTitle ?? t('forms.newsletter.title');
  const text = givenText ?? t('forms.newsletter.text');
  const form = useVisitorForm({
    resource: 'newsletter_subscriptions',
    initialValues: INITIAL,
    texts: {
      successTitle: t('forms.newsletter.successTitle'),
      successText: t('forms.newsletter.successText'),
      errorTitle: t('forms.newsletter.errorTitle'),
      errorFallback: t('forms.newsletter.errorFallback'),
    },
  });
  const id = `newsletter${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section className={`newsletter ${className ?? ''}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{text}</p>
      <form ref={form.formRef} lang={lang} className="newsletter__form" onSubmit={form.submit} noValidate>
        <fieldset disabled={form.busy}>
          <legend className="visually-hidden">{title}</legend>
          <TextField
            form={form}
            formId={id}
            name="email"
            label={t('forms.common.email')}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <ConsentField form={form} formId={id} label={t('forms.newsletter.consent')} />
          <HoneypotField form={form} formId={id} />
          <SubmitButton form={form}>{t('forms.newsletter.submit')}</SubmitButton>
        </fieldset>
        <FormMessageBox message={form.message} />
      </form>
    </section>
  );
}

// A newsletter box that really subscribes (POST /api/public/newsletter_subscriptions); used on the blog pages too.
import { useId } from 'react';
import { ConsentField } from './ConsentField';
import { FormMessageBox, HoneypotField, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './useVisitorForm';

const INITIAL = { email: '', website: '' };

export type NewsletterSignupProps = { title?: string; text?: string; className?: string };

export function NewsletterForm({
  title = 'Subscribe to Our Newsletter',
  text = 'Get the latest articles, admission news and career tips in your inbox.',
  className,
}: NewsletterSignupProps) {
  const form = useVisitorForm({
    resource: 'newsletter_subscriptions',
    initialValues: INITIAL,
    texts: {
      successTitle: 'Thank you for subscribing!',
      successText:
        'A confirmation e-mail is on its way: follow its link to start getting our latest articles and news.',
      errorTitle: 'Error subscribing',
      errorFallback: 'An error occurred while subscribing',
    },
  });
  const id = `newsletter${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section className={`newsletter ${className ?? ''}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{text}</p>
      <form ref={form.formRef} className="newsletter__form" onSubmit={form.submit} noValidate>
        <fieldset disabled={form.busy}>
          <legend className="visually-hidden">{title}</legend>
          <TextField
            form={form}
            formId={id}
            name="email"
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <ConsentField form={form} formId={id} purpose="to send me the newsletter by e-mail" />
          <HoneypotField form={form} formId={id} />
          <SubmitButton form={form}>Subscribe Now</SubmitButton>
        </fieldset>
        <FormMessageBox message={form.message} />
      </form>
    </section>
  );
}

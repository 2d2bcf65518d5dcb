// Labelled form controls wired to a visitor form: value, change, the field's error beside it, and its status.
import { type ReactNode, useEffect, useRef } from 'react';
import { HONEYPOT_FIELD } from '../../../common/honeypot';
import { useLanguage, useT } from '../../i18n/i18n';
import type { FormMessage, VisitorForm } from './useVisitorForm';

type BaseProps = {
  form: VisitorForm;
  /** Prefix for element ids, unique per form on the page. */
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  className?: string;
};

function controlProps({ form, formId, name }: BaseProps) {
  const error = form.errors[name];
  const errorId = `${formId}-${name}-error`;
  return {
    id: `${formId}-${name}`,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    error: error ? (
      <p className="field__error" id={errorId}>
        {error}
      </p>
    ) : null,
  };
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

type TextFieldProps = BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  min?: number;
  max?: number | string;
  step?: number | string;
};

export function TextField(props: TextFieldProps) {
  const {
    form,
    label,
    required,
    type = 'text',
    autoComplete,
    placeholder,
    inputMode,
    min,
    max,
    step,
    className,
  } = props;
  const { error, ...control } = controlProps(props);
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel htmlFor={control.id} label={label} required={required} />
      <input
        {...control}
        type={type}
        value={form.values[props.name] ?? ''}
        onChange={(event) => form.setValue(props.name, event.target.value)}
        required={required}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
      />
      {error}
    </div>
  );
}

export function SelectField(
  props: BaseProps & { options: readonly { value: string; label: string }[]; placeholder: string },
) {
  const { form, label, required, options, placeholder, className } = props;
  const { error, ...control } = controlProps(props);
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel htmlFor={control.id} label={label} required={required} />
      <select
        {...control}
        value={form.values[props.name] ?? ''}
        onChange={(event) => form.setValue(props.name, event.target.value)}
        required={required}
        aria-required={required || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error}
    </div>
  );
}

export function TextAreaField(props: BaseProps & { rows?: number; placeholder?: string }) {
  const { form, label, required, rows = 4, placeholder, className } = props;
  const { error, ...control } = controlProps(props);
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel htmlFor={control.id} label={label} required={required} />
      <textarea
        {...control}
        rows={rows}
        value={form.values[props.name] ?? ''}
        onChange={(event) => form.setValue(props.name, event.target.value)}
        required={required}
        placeholder={placeholder}
      />
      {error}
    </div>
  );
}

/** A field people never see or reach; automated senders fill it and are then quietly ignored by the server. */
export function HoneypotField({ form, formId }: { form: VisitorForm; formId: string }) {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t('forms.common.honeypot')}</label>
      <input
        id={`${formId}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.values[HONEYPOT_FIELD] ?? ''}
        onChange={(event) => form.setValue(HONEYPOT_FIELD, event.target.value)}
      />
    </div>
  );
}

export function FormMessageBox({ message }: { message: FormMessage | null }) {
  const box = useRef<HTMLDivElement>(null);
  // A success clears the form above it, so on a phone the message would sit below the screen: it takes the focus
  // (a screen reader reads it) and is scrolled into view. An error leaves the form as it was, next to the message.
  useEffect(() => {
    if (message?.kind !== 'success' || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: 'center' });
  }, [message]);
  return (
    <div className="form-message-region" role={message?.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {message && (
        <div ref={box} tabIndex={-1} className={`form-message form-message--${message.kind}`}>
          <p className="form-message__title">{message.title}</p>
          {message.text && <p className="form-message__text">{message.text}</p>}
        </div>
      )}
    </div>
  );
}

export function SubmitButton({
  form,
  children,
  className,
}: {
  form: VisitorForm;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="submit"
      className={`button button--primary ${className ?? ''}`}
      disabled={form.busy || !form.ready}
      data-starting={form.ready ? undefined : ''}
    >
      {form.busy ? t('forms.common.submitting') : children}
    </button>
  );
}

/** E-mail and phone, as every visitor form asks them: both required. */
export function EmailPhoneFields({ form, formId }: { form: VisitorForm; formId: string }) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        formId={formId}
        name="email"
        label={t('forms.common.email')}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        form={form}
        formId={formId}
        name="phone"
        label={t('forms.common.phone')}
        type="tel"
        required
        autoComplete="tel"
      />
    </>
  );
}

/** A page's visitor form: its fields in the grid, the honeypot, the submit button, and the answer under it. */
export function VisitorFormFrame({
  form,
  formId,
  labelledBy,
  legend,
  submitLabel,
  consent,
  children,
}: {
  form: VisitorForm;
  formId: string;
  labelledBy: string;
  legend: string;
  submitLabel: string;
  /** The privacy notice and consent box (ConsentField), between the fields and the button. */
  consent: ReactNode;
  children: ReactNode;
}) {
  // In the page's language even inside a part of the page still in English (<main lang="en">, docs/translations.md).
  const lang = useLanguage();
  return (
    <form
      ref={form.formRef}
      lang={lang}
      className="visitor-form"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <fieldset disabled={form.busy}>
        <legend className="visually-hidden">{legend}</legend>
        <div className="form-grid">{children}</div>
        {consent}
        <HoneypotField form={form} formId={formId} />
        <SubmitButton form={form} className="button--block">
          {submitLabel}
        </SubmitButton>
      </fieldset>
      <FormMessageBox message={form.message} />
    </form>
  );
}

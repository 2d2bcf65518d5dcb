// State of one visitor form: values, browser-side validation with the server's zod schema, sending with an
// Idempotency-Key, and the spec's idle → busy → success | error states.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { PublicFormResource } from '../../../common/forms';
import type { Language } from '../../../common/languages';
import { consentPayload } from '../../../common/privacy';
import { visitAttribution } from '../../attribution';
import { addMessages, useLanguage, useT } from '../../i18n/i18n';

type Rules = typeof import('../../../common/forms') & { errorText?: typeof import('./errorText') };

// The schemas (and zod, most of the forms' code) load when a visitor first focuses a form or sends it, not with
// every page: most visits never fill a form, and a slow phone would pay for the download and for building them. A
// Bengali or Hindi page loads with them what turns their English messages into its language (errorText.ts).
let schemas: Promise<Rules> | undefined;
function loadSchemas(language: Language) {
  schemas ??= Promise.all([
    import('../../../common/forms'),
    language === 'en'
      ? undefined
      : import('./errorText').then(async (errorText) => {
          await addMessages(errorText.FORM_ERROR_MESSAGES);
          return errorText;
        }),
  ])
    .then(([forms, errorText]) => ({ ...forms, errorText }))
    .catch((error: unknown) => {
      schemas = undefined;
      throw error;
    });
  return schemas;
}

/** The consent box and the optional news box (ConsentField): 'yes' when ticked; sent as the `consent` object. */
export const CONSENT_FIELD = 'consent';
export const MARKETING_FIELD = 'marketing';
const BOXES = [CONSENT_FIELD, MARKETING_FIELD];

export type FormStatus = 'idle' | 'busy' | 'success' | 'error';
export type FormTexts = {
  successTitle: string;
  successText?: string;
  errorTitle: string;
  /** Shown when the server gives no message (e.g. the network failed). */
  errorFallback: string;
};
export type FormMessage = { kind: 'success' | 'error'; title: string; text?: string };

export type FormValues = Record<string, string>;

/** One of the five forms (common/forms.ts, publicFormSchemas), or the registration for an open day. */
export type FormTarget = PublicFormResource | { event: number };

type Options<V extends FormValues> = {
  /** Where the form posts, which also names the schema it is checked with. */
  resource: FormTarget;
  initialValues: V;
  /** The answers' texts, or a function of the values sent (an application under 18 is answered differently). */
  texts: FormTexts | ((values: V) => FormTexts);
  /** Turns the inputs' text into the JSON the API takes (e.g. percentages into numbers). */
  toPayload?: (values: V) => Record<string, unknown>;
  /** Contact, registration and application forms start over after success; all keep their values on error. */
  resetOnSuccess?: boolean;
  onSuccess?: () => void;
  /** The server refused the form (its status: 409 when an open day is full). */
  onRefused?: (status: number) => void;
};

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on secure origins; a plain-http LAN address still deserves a unique key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useVisitorForm<V extends FormValues>(options: Options<V>) {
  const { resource, initialValues, toPayload, resetOnSuccess = true, onSuccess, onRefused } = options;
  const language = useLanguage();
  const t = useT();
  const [values, setValues] = useState<V>(initialValues);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // False in the server's HTML and until this code runs in the browser: a form sent before then would go as a
  // plain page request with the visitor's details in its address, so its button waits.
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per filled form: a retry of the same values reuses it, so the institute never gets it twice.
  const idempotency = useRef<{ key: string; sent: boolean } | null>(null);
  // Set from the press of the button until the answer: a second press while the schemas load sends nothing.
  const sending = useRef(false);

  // On a slow phone a visitor may type into the server-rendered form before its code has arrived: keep what the
  // fields hold when the form comes to life, instead of resetting them to the empty initial values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form is hydrated
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const name of BOXES) {
      const box = formRef.current?.elements.namedItem(name);
      if (box instanceof HTMLInputElement && box.checked) typed[name] = 'yes';
    }
    for (const name of Object.keys(initialValues)) {
      const field = formRef.current?.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement ||
          field instanceof HTMLSelectElement ||
          field instanceof HTMLTextAreaElement) &&
        field.value !== initialValues[name]
      )
        typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    setReady(true);
    const element = formRef.current;
    const prepare = () => {
      loadSchemas(language).catch(() => undefined);
    };
    element?.addEventListener('focusin', prepare, { once: true });
    return () => element?.removeEventListener('focusin', prepare);
  }, []);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
    if (idempotency.current?.sent) idempotency.current = null;
  }, []);

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
    setMessage(null);
    setStatus('idle');
    idempotency.current = null;
  }, [initialValues]);

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (status === 'busy' || sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const send = async () => {
    setMessage(null);
    const texts = typeof options.texts === 'function' ? options.texts(values) : options.texts;
    const attribution = visitAttribution();
    const { [CONSENT_FIELD]: ticked, [MARKETING_FIELD]: news, ...fields } = values;
    const payload = {
      ...(toPayload ? toPayload(fields as V) : fields),
      ...(attribution ? { attribution } : {}),
      consent: consentPayload(ticked === 'yes', news === 'yes', language),
    };
    let forms: Rules;
    try {
      forms = await loadSchemas(language);
    } catch {
      // The network dropped the download: nothing was sent, and pressing the button again tries again.
      setStatus('error');
      setMessage({ kind: 'error', title: texts.errorTitle, text: texts.errorFallback });
      return;
    }
    const schema = typeof resource === 'string' ? forms.publicFormSchemas[resource] : forms.eventRegistrationSchema;
    const checked = schema.safeParse(payload);
    if (!checked.success) {
      const english = forms.fieldErrors(checked.error);
      const fields = forms.errorText ? forms.errorText.translateFieldErrors(t, english) : english;
      setErrors(fields);
      setStatus('idle');
      focusField(Object.keys(fields)[0]);
      return;
    }
    setErrors({});
    setStatus('busy');
    idempotency.current ??= { key: newIdempotencyKey(), sent: false };
    idempotency.current.sent = true;
    try {
      const path = typeof resource === 'string' ? resource : `events/${resource.event}/registrations`;
      const response = await fetch(`/api/public/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': idempotency.current.key,
        },
        body: JSON.stringify(payload),
      });
      if (response.ok) {
        idempotency.current = null;
        if (resetOnSuccess) setValues(initialValues);
        setStatus('success');
        setMessage({ kind: 'success', title: texts.successTitle, text: texts.successText });
        onSuccess?.();
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      const { errorText } = forms;
      if (answer.fields) {
        setErrors(errorText ? errorText.translateFieldErrors(t, answer.fields) : answer.fields);
        const first = Object.keys(answer.fields)[0];
        if (first) focusField(first);
      }
      // The server's line is English (the API contract's): another language says its own.
      const said = errorText ? (answer.fields ? errorText.checkFieldsText(t) : undefined) : answer.error;
      setStatus('error');
      setMessage({ kind: 'error', title: texts.errorTitle, text: said || texts.errorFallback });
      onRefused?.(response.status);
    } catch {
      // The network failed: the key stays, so pressing the button again is a safe retry.
      setStatus('error');
      setMessage({ kind: 'error', title: texts.errorTitle, text: texts.errorFallback });
    }
  };

  return { values, setValue, status, busy: status === 'busy', ready, message, errors, submit, reset, formRef };
}

export type VisitorForm = ReturnType<typeof useVisitorForm>;

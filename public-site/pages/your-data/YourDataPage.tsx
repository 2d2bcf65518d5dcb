// /your-data: a visitor sees what the institute holds about them and acts on it (DPDP Act ss.11-13): asks for a
// one-time code by e-mail or phone, enters it, then downloads a copy, corrects it, stops news or asks for erasure.
// Server-rendered at its first step; the rest runs in the browser against /api/public/your-data (its cookie is
// HttpOnly: the page only learns whether it is signed in by asking).
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUEST_DUE_DAYS } from '../../../common/data-requests';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';
import {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MINUTES,
  YOUR_DATA_API,
  type YourDataSummary,
} from '../../../common/your-data';
import { FormMessageBox } from '../../components/forms/fields';
import type { FormMessage } from '../../components/forms/useVisitorForm';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { formatDate, formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import './your-data.css';

type Answer = { status: number; body: Record<string, unknown> };
type Translate = ReturnType<typeof useT>;
/** The page's translator and language, with the server's English texts put in the page's language. */
type Texts = { t: Translate; language: Language };

/** What the server says when the website cannot be reached (the English page shows it as it is). */
const UNREACHABLE = 'We could not reach the website. Check your connection and try again.';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * The server's answers are in English (the API contract's texts); a Bengali or Hindi page shows each in its own
 * language, found by the English text's pattern, and one it does not know as "check what you typed here".
 */
const SERVER_TEXTS: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^If we hold data for this/, key: 'your-data.code.sent' },
  { pattern: /^We could not reach the website/, key: 'your-data.error.unreachable' },
  { pattern: /^Enter your e-mail address or phone number$/, key: 'your-data.error.contact_required' },
  { pattern: /^Enter a valid e-mail address/, key: 'your-data.error.contact_invalid' },
  { pattern: /^Too many code requests/, key: 'your-data.error.too_many' },
  { pattern: /^Ask for a code first$/, key: 'your-data.error.code_first' },
  { pattern: /^Enter the code from the e-mail$/, key: 'your-data.error.code_required' },
  { pattern: /^This code has expired/, key: 'your-data.error.code_expired' },
  { pattern: /^Too many wrong codes/, key: 'your-data.error.code_locked' },
  { pattern: /^This code is not right\. You have (?<left>\d+) /, key: 'your-data.error.code_wrong' },
  { pattern: /^Something went wrong/, key: 'your-data.error.generic' },
];

function serverText({ t, language }: Texts, message: string, fallback: 'field' | 'generic' = 'field'): string {
  if (language === DEFAULT_LANGUAGE) return message;
  for (const { pattern, key } of SERVER_TEXTS) {
    const match = pattern.exec(message);
    if (match)
      return t(key, {
        minutes: formatNumber(language, ACCESS_CODE_MINUTES),
        left: Number(match.groups?.left ?? 0),
      });
  }
  return fallback === 'generic' ? t('your-data.error.generic') : t('your-data.error.field');
}

type Step =
  | { kind: 'ask' }
  | { kind: 'code'; challenge: string; message: string }
  | { kind: 'data'; summary: YourDataSummary }
  | { kind: 'ended'; email: string };

async function call(path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: object): Promise<Answer> {
  try {
    const res = await fetch(`${YOUR_DATA_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: 0, body: { error: UNREACHABLE } };
  }
}

const errorOf = (texts: Texts, answer: Answer, title: string): FormMessage => ({
  kind: 'error',
  title,
  text: serverText(texts, String(answer.body.error ?? SOMETHING_WRONG), 'generic'),
});
const fieldsOf = (texts: Texts, answer: Answer) =>
  Object.fromEntries(
    Object.entries((answer.body.fields ?? {}) as Record<string, string>).map(([name, text]) => [
      name,
      serverText(texts, text),
    ]),
  );

/** A time or a date as the page's language writes it, in India's time. */
const indiaTime = (language: Language, iso: string, style: 'time' | 'date') =>
  formatDate(language, new Date(iso), style === 'time' ? { dateStyle: undefined, timeStyle: 'short' } : {});

function useTexts(): Texts {
  return { t: useT(), language: useLanguage() };
}

/** One labelled input with its error beside it, in the site's form style. */
function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  hint?: string;
  /** Across both columns of the form grid. */
  wide?: boolean;
}) {
  const { id, label, value, onChange, error, type = 'text', autoComplete, inputMode, hint, wide } = props;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'field form-grid__wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="your-data__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="your-data__card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function AskForCode({ onSent }: { onSent: (challenge: string, message: string) => void }) {
  const texts = useTexts();
  const { t } = texts;
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // The code's e-mail is written in the page's language.
  const language = useLanguage();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!contact.trim()) return setError(t('your-data.error.contact_required'));
    setBusy(true);
    const answer = await call('/code', 'POST', { contact, language });
    setBusy(false);
    if (answer.status === 202)
      return onSent(String(answer.body.challenge), serverText(texts, String(answer.body.message), 'generic'));
    // Said once: under the field when it is about the field, otherwise in the box under the button.
    const fieldError = fieldsOf(texts, answer).contact;
    setError(fieldError);
    setMessage(fieldError ? null : errorOf(texts, answer, t('your-data.ask.failed')));
  }
  return (
    <Card id="your-data-ask" title={t('your-data.ask.title')}>
      <p>{t('your-data.ask.intro')}</p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-ask">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">{t('your-data.ask.legend')}</legend>
          <Field
            id="your-data-contact"
            label={t('your-data.ask.label')}
            value={contact}
            onChange={setContact}
            error={error}
            autoComplete="email"
          />
          <button type="submit" className="button button--primary">
            {busy ? t('your-data.ask.sending') : t('your-data.ask.submit')}
          </button>
        </fieldset>
        <FormMessageBox message={message} />
      </form>
    </Card>
  );
}

function EnterCode({
  challenge,
  message: sent,
  onOpened,
  onRestart,
}: {
  challenge: string;
  message: string;
  onOpened: () => void;
  onRestart: () => void;
}) {
  const texts = useTexts();
  const { t, language } = texts;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await call('/verify', 'POST', { challenge, code: code.replace(/\s/g, '') });
    setBusy(false);
    if (answer.status === 200) return onOpened();
    // Said once: a code that no longer works (410) in the box under the buttons, any other problem under the field.
    const expired = answer.status === 410;
    setError(
      expired ? undefined : (fieldsOf(texts, answer).code ?? serverText(texts, String(answer.body.error ?? ''))),
    );
    setMessage(expired ? errorOf(texts, answer, t('your-data.code.gone')) : null);
  }
  return (
    <Card id="your-data-code" title={t('your-data.code.title')}>
      <p className="your-data__sent" role="status">
        {sent}
      </p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-code">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">{t('your-data.code.legend')}</legend>
          <Field
            id="your-data-code-input"
            label={t('your-data.code.label')}
            hint={t('your-data.code.hint', { digits: formatNumber(language, ACCESS_CODE_LENGTH) })}
            value={code}
            onChange={setCode}
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <div className="button-row">
            <button type="submit" className="button button--primary">
              {busy ? t('your-data.code.checking') : t('your-data.code.submit')}
            </button>
            <button type="button" className="button button--outline" onClick={onRestart}>
              {t('your-data.code.restart')}
            </button>
          </div>
        </fieldset>
        <FormMessageBox message={message} />
      </form>
    </Card>
  );
}

/**
 * The sections of personal data the page has words for in each language (catalogue keys, named in full so the
 * catalogue test sees them); a section without them shows the server's English (server/privacy/held-labels.ts).
 */
const HELD_KEYS = new Set([
  'your-data.held.registration_forms',
  'your-data.held.contact_forms',
  'your-data.held.admission_applications',
  'your-data.held.prospectus_requests',
  'your-data.held.newsletter_subscriptions',
  'your-data.held.event_registrations',
  'your-data.held.applicant_entries',
  'your-data.held.applicants',
  'your-data.held.applicant_keys',
  'your-data.held.applicant_events',
  'your-data.held.applicant_notes',
  'your-data.held.applicant_follow_ups',
  'your-data.held.mail_acknowledgements',
  'your-data.held.data_requests',
]);

const heldLabel = ({ t, language }: Texts, item: YourDataSummary['held'][number]) => {
  const key = `your-data.held.${item.table}`;
  return language === DEFAULT_LANGUAGE || !HELD_KEYS.has(key) ? item.label : t(key);
};

/** The details a visitor may correct, as the forms ask them. */
const CORRECTABLE = [
  { name: 'name', key: 'your-data.correct.name', type: 'text', autoComplete: 'name' },
  { name: 'phone', key: 'your-data.correct.phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'email',
    key: 'your-data.correct.email',
    type: 'email',
    autoComplete: 'email',
    hint: 'your-data.correct.email_hint',
    wide: true,
  },
] as const;

function Corrections({ summary, onDone }: { summary: YourDataSummary; onDone: (answer: Answer) => void }) {
  const texts = useTexts();
  const { t } = texts;
  const initial = { name: summary.name ?? '', phone: summary.phone ?? '', email: summary.email };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => value.trim() !== initial[key as keyof typeof initial].trim()),
    );
    if (!Object.keys(changed).length) {
      setErrors({});
      return setMessage({
        kind: 'error',
        title: t('your-data.correct.nothing_title'),
        text: t('your-data.correct.nothing_text'),
      });
    }
    setBusy(true);
    const answer = await call('/details', 'PUT', changed);
    setBusy(false);
    const fieldErrors = fieldsOf(texts, answer);
    setErrors(fieldErrors);
    // Said once: under the fields it concerns, otherwise in the box under the button.
    if (Object.keys(fieldErrors).length) return setMessage(null);
    if (answer.status !== 200) return setMessage(errorOf(texts, answer, t('your-data.correct.failed')));
    setMessage({ kind: 'success', title: t('your-data.correct.done_title'), text: t('your-data.correct.done_text') });
    onDone(answer);
  }
  return (
    <Card id="your-data-correct" title={t('your-data.correct.title')}>
      <p>{t('your-data.correct.intro')}</p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-correct">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">{t('your-data.correct.legend')}</legend>
          <div className="form-grid">
            {CORRECTABLE.map(({ name, key, ...field }) => (
              <Field
                key={name}
                id={`your-data-${name}`}
                {...field}
                label={t(key)}
                hint={'hint' in field ? t(field.hint) : undefined}
                value={values[name]}
                onChange={set(name)}
                error={errors[name]}
              />
            ))}
          </div>
          <button type="submit" className="button button--primary">
            {busy ? t('your-data.correct.saving') : t('your-data.correct.submit')}
          </button>
        </fieldset>
        <FormMessageBox message={message} />
      </form>
    </Card>
  );
}

function YourData({
  summary,
  onSummary,
  onEnded,
  onClosed,
}: {
  summary: YourDataSummary;
  onSummary: (summary: YourDataSummary) => void;
  onEnded: (email: string) => void;
  onClosed: () => void;
}) {
  const texts = useTexts();
  const { t, language } = texts;
  const [newsMessage, setNewsMessage] = useState<FormMessage | null>(null);
  const [erasureMessage, setErasureMessage] = useState<FormMessage | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (path: string, onAnswer: (answer: Answer) => void) => {
    setBusy(true);
    const answer = await call(path, 'POST');
    setBusy(false);
    if (answer.status === 401) return onClosed();
    onAnswer(answer);
  };
  const stopNews = () =>
    act('/withdraw-marketing', (answer) => {
      if (answer.status !== 200) return setNewsMessage(errorOf(texts, answer, t('your-data.news.failed')));
      onSummary(answer.body as unknown as YourDataSummary);
      setNewsMessage({ kind: 'success', title: t('your-data.news.done') });
    });
  const askErasure = () =>
    act('/erasure', (answer) => {
      if (answer.status !== 201 && answer.status !== 200)
        return setErasureMessage(errorOf(texts, answer, t('your-data.erase.failed')));
      onSummary({ ...summary, erasure_request: answer.body as YourDataSummary['erasure_request'] });
      setErasureMessage({ kind: 'success', title: t('your-data.erase.done') });
    });
  const download = (format: 'json' | 'csv', label: string) => (
    <a className="button button--outline" href={`${YOUR_DATA_API}/export.${format}`} download>
      {label}
    </a>
  );
  return (
    <>
      <div className="your-data__signed-in">
        <p>
          {rich(
            t('your-data.signed_in', {
              email: summary.email,
              time: indiaTime(language, summary.expires_at, 'time'),
            }),
            [<strong key="email" />],
          )}
        </p>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => call('/sign-out', 'POST').then(onClosed)}
        >
          {t('your-data.close')}
        </button>
      </div>
      <Card id="your-data-held" title={t('your-data.held.title')}>
        {summary.held.length ? (
          <ul className="your-data__held">
            {summary.held.map((item) => (
              <li key={item.table}>
                <span>{heldLabel(texts, item)}</span> <strong>{formatNumber(language, item.count)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('your-data.held.nothing')}</p>
        )}
        <p>{t('your-data.held.download_intro')}</p>
        <div className="button-row">
          {download('json', t('your-data.held.download_json'))}
          {download('csv', t('your-data.held.download_csv'))}
        </div>
      </Card>
      <Corrections
        summary={summary}
        onDone={(answer) =>
          answer.body.ended ? onEnded(String(answer.body.email)) : onSummary(answer.body as unknown as YourDataSummary)
        }
      />
      <Card id="your-data-news" title={t('your-data.news.title')}>
        {summary.marketing ? (
          <>
            <p>{t('your-data.news.agreed')}</p>
            <button type="button" className="button button--primary" disabled={busy} onClick={stopNews}>
              {t('your-data.news.stop')}
            </button>
          </>
        ) : (
          <p>{t('your-data.news.none')}</p>
        )}
        <FormMessageBox message={newsMessage} />
      </Card>
      <Card id="your-data-erase" title={t('your-data.erase.title')}>
        {summary.erasure_request ? (
          <p className="your-data__pending">
            {t('your-data.erase.pending', {
              id: formatNumber(language, summary.erasure_request.id),
              date: indiaTime(language, summary.erasure_request.due_at, 'date'),
            })}
          </p>
        ) : (
          <>
            <p>{t('your-data.erase.intro', { days: formatNumber(language, DATA_REQUEST_DUE_DAYS) })}</p>
            <label className="your-data__confirm">
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
              <span>{t('your-data.erase.confirm')}</span>
            </label>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !understood}
              onClick={askErasure}
            >
              {t('your-data.erase.submit')}
            </button>
          </>
        )}
        <FormMessageBox message={erasureMessage} />
      </Card>
    </>
  );
}

/** Set while this tab has opened the data: only then does a reload ask the server (others would get a 401). */
const OPENED = 'your-data-opened';
const remember = (opened: boolean) => {
  try {
    if (opened) sessionStorage.setItem(OPENED, '1');
    else sessionStorage.removeItem(OPENED);
  } catch {
    // Storage refused (a private window's settings): a reload then starts at the code again.
  }
};
const opened = () => {
  try {
    return sessionStorage.getItem(OPENED) === '1';
  } catch {
    return false;
  }
};

export function YourDataPage() {
  const t = useT();
  const language = useLanguage();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const open = async () => {
    const answer = await call('');
    remember(answer.status === 200);
    setStep(
      answer.status === 200 ? { kind: 'data', summary: answer.body as unknown as YourDataSummary } : { kind: 'ask' },
    );
  };
  const close = () => {
    remember(false);
    setStep({ kind: 'ask' });
  };
  // A reload while the grant lasts goes straight back to the data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first paint
  useEffect(() => {
    if (opened()) void open();
  }, []);
  return (
    <>
      <PageMeta title={t('your-data.meta.title')} description={t('your-data.meta.description')} url="/your-data" />
      <PageHero title={t('your-data.meta.title')} subtitle={t('your-data.hero.subtitle')} />
      <section className="section">
        <div className="container container--narrow your-data">
          {step.kind === 'ask' && (
            <AskForCode onSent={(challenge, message) => setStep({ kind: 'code', challenge, message })} />
          )}
          {step.kind === 'code' && (
            <EnterCode
              challenge={step.challenge}
              message={step.message}
              onOpened={open}
              onRestart={() => setStep({ kind: 'ask' })}
            />
          )}
          {step.kind === 'data' && (
            <YourData
              summary={step.summary}
              onSummary={(summary) => setStep({ kind: 'data', summary })}
              onEnded={(email) => {
                remember(false);
                setStep({ kind: 'ended', email });
              }}
              onClosed={close}
            />
          )}
          {step.kind === 'ended' && (
            <Card id="your-data-ended" title={t('your-data.ended.title')}>
              <p role="status">{t('your-data.ended.text', { email: step.email })}</p>
              <button type="button" className="button button--primary" onClick={() => setStep({ kind: 'ask' })}>
                {t('your-data.ended.submit')}
              </button>
            </Card>
          )}
          <p className="your-data__more">
            {rich(t('your-data.more', { days: formatNumber(language, DATA_REQUEST_DUE_DAYS) }), [
              <Link key="privacy" to="/privacy" />,
            ])}
          </p>
        </div>
      </section>
    </>
  );
}

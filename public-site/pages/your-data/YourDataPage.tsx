// /your-data: a visitor sees what the institute holds about them and acts on it (DPDP Act ss.11-13): asks for a
// one-time code by e-mail or phone, enters it, then downloads a copy, corrects it, stops news or asks for erasure.
// Server-rendered at its first step; the rest runs in the browser against /api/public/your-data (its cookie is
// HttpOnly: the page only learns whether it is signed in by asking).
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DATA_REQUEST_DUE_DAYS } from '../../../common/data-requests';
import { ACCESS_CODE_LENGTH, YOUR_DATA_API, type YourDataSummary } from '../../../common/your-data';
import { FormMessageBox } from '../../components/forms/fields';
import type { FormMessage } from '../../components/forms/useVisitorForm';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import './your-data.css';

type Answer = { status: number; body: Record<string, unknown> };
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
    return { status: 0, body: { error: 'We could not reach the website. Check your connection and try again.' } };
  }
}

const errorOf = (answer: Answer, title: string): FormMessage => ({
  kind: 'error',
  title,
  text: String(answer.body.error ?? 'Something went wrong. Please try again.'),
});
const fieldsOf = (answer: Answer) => (answer.body.fields ?? {}) as Record<string, string>;

const indiaTime = (iso: string, style: 'time' | 'date') =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    ...(style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'long' }),
  });

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
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!contact.trim()) return setError('Enter your e-mail address or phone number');
    setBusy(true);
    const answer = await call('/code', 'POST', { contact });
    setBusy(false);
    if (answer.status === 202) return onSent(String(answer.body.challenge), String(answer.body.message));
    // Said once: under the field when it is about the field, otherwise in the box under the button.
    const fieldError = fieldsOf(answer).contact;
    setError(fieldError);
    setMessage(fieldError ? null : errorOf(answer, 'We could not send a code'));
  }
  return (
    <Card id="your-data-ask" title="Find your data">
      <p>
        Enter the e-mail address or phone number you gave us on any form. We e-mail you a one-time code; with it you can
        see, download and correct what we hold about you, stop news, or ask us to erase it.
      </p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-ask">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">Your e-mail or phone</legend>
          <Field
            id="your-data-contact"
            label="E-mail address or phone number"
            value={contact}
            onChange={setContact}
            error={error}
            autoComplete="email"
          />
          <button type="submit" className="button button--primary">
            {busy ? 'Sending...' : 'Send me a code'}
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
    setError(expired ? undefined : (fieldsOf(answer).code ?? String(answer.body.error ?? '')));
    setMessage(expired ? errorOf(answer, 'This code no longer works') : null);
  }
  return (
    <Card id="your-data-code" title="Enter your code">
      <p className="your-data__sent" role="status">
        {sent}
      </p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-code">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">The code from the e-mail</legend>
          <Field
            id="your-data-code-input"
            label="One-time code"
            hint={`The ${ACCESS_CODE_LENGTH} digits from the e-mail.`}
            value={code}
            onChange={setCode}
            error={error}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <div className="button-row">
            <button type="submit" className="button button--primary">
              {busy ? 'Checking...' : 'Open my data'}
            </button>
            <button type="button" className="button button--outline" onClick={onRestart}>
              Ask for a new code
            </button>
          </div>
        </fieldset>
        <FormMessageBox message={message} />
      </form>
    </Card>
  );
}

/** The details a visitor may correct, as the forms ask them. */
const CORRECTABLE = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    key: 'email',
    label: 'E-mail address',
    type: 'email',
    autoComplete: 'email',
    hint: 'If you change it, ask for a new code at the new address to see your data again.',
    wide: true,
  },
] as const;

function Corrections({ summary, onDone }: { summary: YourDataSummary; onDone: (answer: Answer) => void }) {
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
      return setMessage({ kind: 'error', title: 'Nothing to save', text: 'Change your name, phone or e-mail first.' });
    }
    setBusy(true);
    const answer = await call('/details', 'PUT', changed);
    setBusy(false);
    const fieldErrors = fieldsOf(answer);
    setErrors(fieldErrors);
    // Said once: under the fields it concerns, otherwise in the box under the button.
    if (Object.keys(fieldErrors).length) return setMessage(null);
    if (answer.status !== 200) return setMessage(errorOf(answer, 'Your details were not changed'));
    setMessage({ kind: 'success', title: 'Your details are corrected', text: 'Every form you sent now shows them.' });
    onDone(answer);
  }
  return (
    <Card id="your-data-correct" title="Correct your details">
      <p>What you change here is changed on every form you sent us and on your record with our counsellors.</p>
      <form className="visitor-form" onSubmit={submit} noValidate aria-labelledby="your-data-correct">
        <fieldset disabled={busy}>
          <legend className="visually-hidden">Your details</legend>
          <div className="form-grid">
            {CORRECTABLE.map(({ key, ...field }) => (
              <Field
                key={key}
                id={`your-data-${key}`}
                {...field}
                value={values[key]}
                onChange={set(key)}
                error={errors[key]}
              />
            ))}
          </div>
          <button type="submit" className="button button--primary">
            {busy ? 'Saving...' : 'Save corrections'}
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
      if (answer.status !== 200) return setNewsMessage(errorOf(answer, 'News were not stopped'));
      onSummary(answer.body as unknown as YourDataSummary);
      setNewsMessage({ kind: 'success', title: 'Done: we will send you no news or offers.' });
    });
  const askErasure = () =>
    act('/erasure', (answer) => {
      if (answer.status !== 201 && answer.status !== 200)
        return setErasureMessage(errorOf(answer, 'Your request was not sent'));
      onSummary({ ...summary, erasure_request: answer.body as YourDataSummary['erasure_request'] });
      setErasureMessage({ kind: 'success', title: 'Your request is with our staff.' });
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
          Showing the data we hold about <strong>{summary.email}</strong>, until {indiaTime(summary.expires_at, 'time')}
          .
        </p>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => call('/sign-out', 'POST').then(onClosed)}
        >
          Close my data
        </button>
      </div>
      <Card id="your-data-held" title="What we hold about you">
        {summary.held.length ? (
          <ul className="your-data__held">
            {summary.held.map((item) => (
              <li key={item.table}>
                <span>{item.label}</span> <strong>{item.count}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p>We hold nothing about this e-mail address.</p>
        )}
        <p>Download a copy of all of it, with the consent you gave on each form (CSV opens in a spreadsheet):</p>
        <div className="button-row">
          {download('json', 'Download as JSON')}
          {download('csv', 'Download as CSV')}
        </div>
      </Card>
      <Corrections
        summary={summary}
        onDone={(answer) =>
          answer.body.ended ? onEnded(String(answer.body.email)) : onSummary(answer.body as unknown as YourDataSummary)
        }
      />
      <Card id="your-data-news" title="News and offers">
        {summary.marketing ? (
          <>
            <p>You agreed to receive our news and offers. Stopping them is as easy as agreeing was.</p>
            <button type="button" className="button button--primary" disabled={busy} onClick={stopNews}>
              Stop news and offers
            </button>
          </>
        ) : (
          <p>We send you no news or offers.</p>
        )}
        <FormMessageBox message={newsMessage} />
      </Card>
      <Card id="your-data-erase" title="Erase your data">
        {summary.erasure_request ? (
          <p className="your-data__pending">
            Your erasure request (number {summary.erasure_request.id}) is with our staff. It will be done by{' '}
            {indiaTime(summary.erasure_request.due_at, 'date')} at the latest.
          </p>
        ) : (
          <>
            <p>
              We erase everything we hold about you from all our records, keeping only anonymous counts and a note that
              the erasure was done. Our staff do it within {DATA_REQUEST_DUE_DAYS} days at most.
            </p>
            <label className="your-data__confirm">
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
              <span>
                I understand that my enquiries and applications will be erased and cannot be answered after that.
              </span>
            </label>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !understood}
              onClick={askErasure}
            >
              Ask for erasure
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
      <PageMeta
        title="Your Data"
        description="See, download, correct or erase the personal data the institute holds about you, and stop news, with a one-time code sent to your e-mail."
        url="/your-data"
      />
      <PageHero title="Your Data" subtitle="See what we hold about you, download it, correct it, or have it erased." />
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
            <Card id="your-data-ended" title="Your e-mail address is changed">
              <p role="status">
                Your forms now show {step.email}. To see your data again, ask for a code sent to that address.
              </p>
              <button type="button" className="button button--primary" onClick={() => setStep({ kind: 'ask' })}>
                Ask for a code
              </button>
            </Card>
          )}
          <p className="your-data__more">
            Questions, or no e-mail address we could send a code to? Write to us as the{' '}
            <Link to="/privacy">privacy policy</Link> says; we answer within {DATA_REQUEST_DUE_DAYS} days at most.
          </p>
        </div>
      </section>
    </>
  );
}

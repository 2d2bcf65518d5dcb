// Every form's privacy notice (collapsed, readable on a phone) and its unticked consent box; enquiry forms may add an
// optional, unticked box for news. The form hook sends them as the `consent` object (common/privacy.ts).
import { NOTICE_VERSION } from '../../../common/privacy';
import { PrivacyNoticeItems } from '../PrivacyNotice';
import type { VisitorForm } from './useVisitorForm';
import { CONSENT_FIELD, MARKETING_FIELD } from './useVisitorForm';

type Props = {
  form: VisitorForm;
  formId: string;
  /** What the visitor agrees to, e.g. "to answer my enquiry". */
  purpose: string;
  /** Offer the separate, optional box for news (never ticked for the visitor). */
  offerNews?: boolean;
};

function CheckBox({ form, formId, name, label }: { form: VisitorForm; formId: string; name: string; label: string }) {
  const error = form.errors[name];
  const id = `${formId}-${name}`;
  return (
    <div className="consent__check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="yes"
        checked={form.values[name] === 'yes'}
        onChange={(event) => form.setValue(name, event.target.checked ? 'yes' : '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className="field__error consent__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ConsentField({ form, formId, purpose, offerNews }: Props) {
  return (
    <div className="consent">
      <details className="consent__notice">
        <summary>Privacy notice: what we collect, why, for how long and your rights</summary>
        <PrivacyNoticeItems />
        <p className="consent__version">
          Notice version {NOTICE_VERSION}. <a href="/privacy">Full privacy policy</a>
        </p>
      </details>
      <CheckBox
        form={form}
        formId={formId}
        name={CONSENT_FIELD}
        label={`I have read the privacy notice and agree to the institute using these details ${purpose}.`}
      />
      {offerNews && (
        <CheckBox
          form={form}
          formId={formId}
          name={MARKETING_FIELD}
          label="Also send me news about courses and admissions (optional)."
        />
      )}
    </div>
  );
}

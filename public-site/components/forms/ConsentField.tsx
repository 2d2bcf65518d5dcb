// Every form's privacy notice (collapsed, readable on a phone) and its unticked consent box; enquiry forms may add an
// optional, unticked box for news. The form hook sends them as the `consent` object (common/privacy.ts).
import { localizedPath } from '../../../common/languages';
import { NOTICE_VERSION } from '../../../common/privacy';
import { useLanguage, useT } from '../../i18n/i18n';
import { PrivacyNoticeItems } from '../PrivacyNotice';
import type { VisitorForm } from './useVisitorForm';
import { CONSENT_FIELD, MARKETING_FIELD } from './useVisitorForm';

type Props = {
  form: VisitorForm;
  formId: string;
  /** The box's sentence in the page's language: the visitor has read the notice and agrees to what the form is for. */
  label: string;
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

export function ConsentField({ form, formId, label, offerNews }: Props) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="consent">
      <details className="consent__notice">
        <summary>{t('forms.consent.summary')}</summary>
        <PrivacyNoticeItems />
        <p className="consent__version">
          {t('forms.consent.version', { version: NOTICE_VERSION })}{' '}
          <a href={localizedPath(language, '/privacy')}>{t('forms.consent.policy')}</a>
        </p>
      </details>
      <CheckBox form={form} formId={formId} name={CONSENT_FIELD} label={label} />
      {offerNews && <CheckBox form={form} formId={formId} name={MARKETING_FIELD} label={t('forms.consent.news')} />}
    </div>
  );
}

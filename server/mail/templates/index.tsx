// Every e-mail the site sends: subject, HTML (React, rendered on the server) and plain text from one set of values.
// Outbox rows name a template and hold its values; they are rendered when sent (and when an admin opens one).
import { renderToStaticMarkup } from 'react-dom/server';
import { MAIL_TEMPLATE_LABELS, MASKED_SECRET } from '../../../common/mail';
import { INSTITUTE, OFFICE_HOURS_TEXT, TOP_BAR_PHONES } from '../../../common/site';
import { MailButton, MailLayout, paragraph, textFooter } from './layout';

/** The five enquiry forms (the newsletter box is not an enquiry). */
export const ENQUIRY_FORMS = {
  registration_forms: { label: 'registration form', name: 'full_name' },
  contact_forms: { label: 'contact form', name: 'name' },
  admission_applications: { label: 'admission application', name: 'full_name' },
  prospectus_requests: { label: 'prospectus request', name: 'full_name' },
  event_registrations: { label: 'open day registration', name: 'name' },
} as const;
export type EnquiryForm = keyof typeof ENQUIRY_FORMS;

/** A follow-up in the digest: its Kolkata day and (since follow-ups have a time, issue 33) its time, HH:MM IST. */
export type FollowUp = {
  applicant_name: string;
  due_on: string;
  due_time?: string;
  overdue: boolean;
  path: string;
  note?: string | null;
};

/** "due today at 16:30 IST", "overdue since 2026-11-20 10:00 IST" (no time in digests queued before it was kept). */
const when = (item: FollowUp) => {
  const time = item.due_time ? ` ${item.overdue ? '' : 'at '}${item.due_time} IST` : '';
  return item.overdue ? `overdue since ${item.due_on}${time}` : `due today${time}`;
};

export type MailParams = {
  /** `applicant_id`: the applicant the enquiry joined (alerts queued before the lead pipeline lack it). */
  enquiry_alert: { form: EnquiryForm; id: number; name: string; applicant_id?: number };
  /** One applicant (`applicant_id`, `applicant_name`) or, for a bulk change, `count` of them, given to the recipient. */
  applicant_assigned: { assigned_by: string; count: number; applicant_id?: number; applicant_name?: string };
  acknowledgement: { form: EnquiryForm; name: string };
  newsletter_confirmation: { token: string };
  password_link: { name: string; token: string | null; expires_at: string };
  /** An admin (or the server's terminal, `npm run staff -- reset-2fa`) reset a member's two-factor sign-in. */
  two_factor_reset: { name: string; by: string };
  followup_digest: { counsellor_name: string; day: string; followups: FollowUp[] };
  /** The "Your data" page's one-time code (server/privacy/self-service/); null once the e-mail was sent. */
  data_access_code: { code: string | null; expires_at: string };
  /**
   * To the parent or guardian of an applicant under 18: the link to confirm the application (server/privacy/
   * guardian.ts). `token` is removed once the e-mail is sent; `hold_id` names the held application.
   */
  guardian_consent: {
    form: EnquiryForm;
    hold_id: number;
    guardian_name: string;
    applicant_name: string;
    applicant_email: string;
    token: string | null;
    expires_at: string;
  };
};
export type MailTemplate = keyof MailParams;

/** Where links in e-mails point: the site as visitors reach it. */
export type MailSite = { publicUrl: string };

export type RenderedMail = { subject: string; html: string; text: string; headers: Record<string, string> };

type Template<P> = {
  subject(params: P): string;
  html(params: P, site: MailSite): React.ReactElement;
  text(params: P, site: MailSite): string;
  /** Newsletter-related mails: the one-click unsubscribe address (RFC 8058). */
  unsubscribeUrl?(params: P, site: MailSite): string;
};

export const newsletterUrl = (site: MailSite, action: 'confirm' | 'unsubscribe', token: string) =>
  `${site.publicUrl}/newsletter/${action}?token=${encodeURIComponent(token)}`;
export const panelUrl = (site: MailSite, path: string) => `${site.publicUrl}/admin${path}`;
const submissionPath = (form: EnquiryForm, id: number) => `/${form}/${encodeURIComponent(String(id))}/show`;
export const applicantPath = (id: number) => `/applicants/${encodeURIComponent(String(id))}/show`;
/** The applicants list showing the member's own ("Mine"). */
const myApplicantsPath = `/applicants?filter=${encodeURIComponent(JSON.stringify({ view: 'mine' }))}`;
const enquiryLink = ({ form, id, applicant_id }: MailParams['enquiry_alert']) =>
  applicant_id ? applicantPath(applicant_id) : submissionPath(form, id);
const assignedLink = ({ applicant_id, count }: MailParams['applicant_assigned']) =>
  count === 1 && applicant_id ? applicantPath(applicant_id) : myApplicantsPath;
const assignedText = ({ assigned_by, count, applicant_id, applicant_name }: MailParams['applicant_assigned']) =>
  count === 1 && applicant_id
    ? `${assigned_by} has made you the owner of ${applicant_name || 'an applicant'}.`
    : `${assigned_by} has made you the owner of ${count} applicants.`;

const WHAT_NEXT =
  'A counsellor will call or e-mail you within one working day to talk about the course, fees and admission. ' +
  'If you would rather speak to us now, call either campus.';

const templates: { [T in MailTemplate]: Template<MailParams[T]> } = {
  enquiry_alert: {
    subject: ({ form, name }) => `New ${ENQUIRY_FORMS[form].label} from ${name}`,
    html: (params, site) => (
      <MailLayout title="New enquiry">
        <p style={paragraph}>
          <strong>{params.name}</strong> has sent a {ENQUIRY_FORMS[params.form].label} on the website.
        </p>
        <p style={paragraph}>Their details are in the staff panel; please reply within one working day.</p>
        <MailButton href={panelUrl(site, enquiryLink(params))}>
          {params.applicant_id ? 'Open the applicant' : 'Open the enquiry'}
        </MailButton>
      </MailLayout>
    ),
    text: (params, site) =>
      [
        `${params.name} has sent a ${ENQUIRY_FORMS[params.form].label} on the website.`,
        'Their details are in the staff panel; please reply within one working day.',
        '',
        `${params.applicant_id ? 'Open the applicant' : 'Open the enquiry'}: ${panelUrl(site, enquiryLink(params))}`,
      ].join('\n'),
  },
  applicant_assigned: {
    subject: ({ count, applicant_id, applicant_name }) =>
      count === 1 && applicant_id
        ? `${applicant_name || 'An applicant'} is now yours`
        : `${count} applicants are now yours`,
    html: (params, site) => (
      <MailLayout title="Applicants for you">
        <p style={paragraph}>{assignedText(params)}</p>
        <p style={paragraph}>Their enquiries, notes and follow-ups are in the staff panel.</p>
        <MailButton href={panelUrl(site, assignedLink(params))}>
          {params.count === 1 && params.applicant_id ? 'Open the applicant' : 'Open my applicants'}
        </MailButton>
      </MailLayout>
    ),
    text: (params, site) =>
      [
        assignedText(params),
        'Their enquiries, notes and follow-ups are in the staff panel.',
        '',
        panelUrl(site, assignedLink(params)),
      ].join('\n'),
  },
  acknowledgement: {
    subject: ({ form }) => `We have received your ${ENQUIRY_FORMS[form].label} — ${INSTITUTE.shortName}`,
    html: ({ form, name }) => (
      <MailLayout title="Thank you">
        <p style={paragraph}>Dear {name},</p>
        <p style={paragraph}>
          Thank you for your {ENQUIRY_FORMS[form].label}. {INSTITUTE.name} has received it.
        </p>
        <p style={paragraph}>
          <strong>What happens next:</strong> {WHAT_NEXT}
        </p>
        <p style={paragraph}>
          Call us: {TOP_BAR_PHONES.join(' or ')} ({OFFICE_HOURS_TEXT}).
        </p>
      </MailLayout>
    ),
    text: ({ form, name }) =>
      [
        `Dear ${name},`,
        '',
        `Thank you for your ${ENQUIRY_FORMS[form].label}. ${INSTITUTE.name} has received it.`,
        '',
        `What happens next: ${WHAT_NEXT}`,
        '',
        `Call us: ${TOP_BAR_PHONES.join(' or ')} (${OFFICE_HOURS_TEXT}).`,
      ].join('\n'),
  },
  newsletter_confirmation: {
    subject: () => `Please confirm your subscription to the ${INSTITUTE.shortName} newsletter`,
    html: ({ token }, site) => (
      <MailLayout title="Confirm your subscription" unsubscribeUrl={newsletterUrl(site, 'unsubscribe', token)}>
        <p style={paragraph}>Someone, hopefully you, asked for the {INSTITUTE.shortName} newsletter at this address.</p>
        <p style={paragraph}>Nothing will be sent until you confirm:</p>
        <MailButton href={newsletterUrl(site, 'confirm', token)}>Confirm my subscription</MailButton>
        <p style={paragraph}>If it was not you, ignore this e-mail and you will hear nothing more from us.</p>
      </MailLayout>
    ),
    text: ({ token }, site) =>
      [
        `Someone, hopefully you, asked for the ${INSTITUTE.shortName} newsletter at this address.`,
        'Nothing will be sent until you confirm:',
        '',
        newsletterUrl(site, 'confirm', token),
        '',
        'If it was not you, ignore this e-mail and you will hear nothing more from us.',
      ].join('\n'),
    unsubscribeUrl: ({ token }, site) => newsletterUrl(site, 'unsubscribe', token),
  },
  password_link: {
    subject: () => `Set your password for the ${INSTITUTE.shortName} staff panel`,
    html: ({ name, token, expires_at }, site) => (
      <MailLayout title="Set your password">
        <p style={paragraph}>Dear {name},</p>
        <p style={paragraph}>
          An admin has given you a link to choose your staff panel password. It works once, until{' '}
          {formatKolkata(expires_at)} (India time).
        </p>
        {token ? (
          <MailButton href={passwordLinkUrl(site, token)}>Choose my password</MailButton>
        ) : (
          <p style={paragraph}>(The link is removed from the outbox once the e-mail has been sent.)</p>
        )}
        <p style={paragraph}>If you did not expect this, tell the institute's admin.</p>
      </MailLayout>
    ),
    text: ({ name, token, expires_at }, site) =>
      [
        `Dear ${name},`,
        '',
        `An admin has given you a link to choose your staff panel password. It works once, until ${formatKolkata(expires_at)} (India time).`,
        '',
        token ? passwordLinkUrl(site, token) : '(The link is removed from the outbox once the e-mail has been sent.)',
        '',
        "If you did not expect this, tell the institute's admin.",
      ].join('\n'),
  },
  two_factor_reset: {
    subject: () => `Your two-factor sign-in to the ${INSTITUTE.shortName} staff panel was reset`,
    html: ({ name, by }) => (
      <MailLayout title="Two-factor sign-in reset">
        <p style={paragraph}>Dear {name || 'colleague'},</p>
        <p style={paragraph}>
          {by} has reset your two-factor sign-in to the staff panel: your authenticator app's codes and your recovery
          codes no longer work, and you were signed out everywhere.
        </p>
        <p style={paragraph}>
          At your next sign-in, after your password, you will set up your authenticator app again.
        </p>
        <p style={paragraph}>If you did not ask for this, tell the institute's admin at once.</p>
      </MailLayout>
    ),
    text: ({ name, by }) =>
      [
        `Dear ${name || 'colleague'},`,
        '',
        `${by} has reset your two-factor sign-in to the staff panel: your authenticator app's codes and your recovery codes no longer work, and you were signed out everywhere.`,
        '',
        'At your next sign-in, after your password, you will set up your authenticator app again.',
        '',
        "If you did not ask for this, tell the institute's admin at once.",
      ].join('\n'),
  },
  guardian_consent: {
    // Nothing the applicant typed is in the subject, nor in our own sentences: it is quoted, marked as theirs.
    subject: () => `Please confirm an application to ${INSTITUTE.shortName} that names you as parent or guardian`,
    html: (params, site) => (
      <MailLayout title="Confirm an application">
        <p style={paragraph}>Dear parent or guardian,</p>
        <p style={paragraph}>{GUARDIAN_TEXT(params.form)}</p>
        <p style={paragraph}>{GUARDIAN_QUOTE_INTRO}</p>
        <blockquote style={quote}>
          {guardianQuote(params).map(([label, value]) => (
            <p key={label} style={{ margin: '0 0 6px' }}>
              {label}: “{value}”
            </p>
          ))}
        </blockquote>
        {params.token ? (
          <>
            <p style={paragraph}>The link works until {formatKolkata(params.expires_at)} (India time).</p>
            <MailButton href={guardianConsentUrl(site, params.token)}>Review and confirm</MailButton>
          </>
        ) : (
          <p style={paragraph}>(The link is removed from the outbox once the e-mail has been sent.)</p>
        )}
        <p style={paragraph}>{GUARDIAN_IGNORE}</p>
      </MailLayout>
    ),
    text: (params, site) =>
      [
        'Dear parent or guardian,',
        '',
        GUARDIAN_TEXT(params.form),
        '',
        GUARDIAN_QUOTE_INTRO,
        '',
        ...guardianQuote(params).map(([label, value]) => `> ${label}: "${value}"`),
        '',
        params.token
          ? `Review and confirm (until ${formatKolkata(params.expires_at)}, India time): ${guardianConsentUrl(site, params.token)}`
          : '(The link is removed from the outbox once the e-mail has been sent.)',
        '',
        GUARDIAN_IGNORE,
      ].join('\n'),
  },
  followup_digest: {
    subject: ({ followups }) => {
      const overdue = followups.filter((item) => item.overdue).length;
      return `Your follow-ups today: ${followups.length - overdue} due, ${overdue} overdue`;
    },
    html: ({ counsellor_name, day, followups }, site) => (
      <MailLayout title="Your follow-ups">
        <p style={paragraph}>Good morning {counsellor_name},</p>
        <p style={paragraph}>These follow-ups are due on {day} or overdue:</p>
        <ul style={{ ...paragraph, paddingLeft: '20px' }}>
          {followups.map((item) => (
            <li key={`${item.path}-${item.due_on}`} style={{ marginBottom: '12px' }}>
              <a href={panelUrl(site, item.path)} style={{ color: '#0b3d91', fontWeight: 'bold' }}>
                {item.applicant_name}
              </a>{' '}
              — {item.overdue ? <strong style={{ color: '#b42318' }}>{when(item)}</strong> : when(item)}
              {item.note ? (
                <>
                  <br />
                  {item.note}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </MailLayout>
    ),
    text: ({ counsellor_name, day, followups }, site) =>
      [
        `Good morning ${counsellor_name},`,
        '',
        `These follow-ups are due on ${day} or overdue:`,
        '',
        ...followups.map(
          (item) =>
            `- ${item.applicant_name}: ${when(item)}` +
            `${item.note ? ` (${item.note})` : ''}\n  ${panelUrl(site, item.path)}`,
        ),
      ].join('\n'),
  },
  data_access_code: {
    subject: ({ code }) =>
      code
        ? `Your code for your data at ${INSTITUTE.shortName}: ${code}`
        : `Your code for your data at ${INSTITUTE.shortName}`,
    html: ({ code, expires_at }, site) => (
      <MailLayout title="Your one-time code">
        <p style={paragraph}>
          You asked to see the personal data {INSTITUTE.name} holds about this e-mail address. Enter this code on the
          “Your data” page:
        </p>
        {code ? (
          <p style={{ ...paragraph, fontSize: '30px', fontWeight: 'bold', letterSpacing: '6px' }}>{code}</p>
        ) : (
          <p style={paragraph}>{ACCESS_CODE_GONE}</p>
        )}
        <p style={paragraph}>It works once, until {formatKolkata(expires_at)} (India time).</p>
        <MailButton href={yourDataUrl(site)}>Open the Your data page</MailButton>
        <p style={paragraph}>{ACCESS_CODE_IGNORE}</p>
      </MailLayout>
    ),
    text: ({ code, expires_at }, site) =>
      [
        `You asked to see the personal data ${INSTITUTE.name} holds about this e-mail address.`,
        'Enter this code on the "Your data" page:',
        '',
        code ?? ACCESS_CODE_GONE,
        '',
        `It works once, until ${formatKolkata(expires_at)} (India time).`,
        yourDataUrl(site),
        '',
        ACCESS_CODE_IGNORE,
      ].join('\n'),
  },
};

const yourDataUrl = (site: MailSite) => `${site.publicUrl}/your-data`;
const ACCESS_CODE_GONE = '(The code is removed from the outbox once the e-mail has been sent.)';
const ACCESS_CODE_IGNORE =
  'If you did not ask for it, ignore this e-mail: nothing about you is shown to anyone without the code.';
export const guardianConsentUrl = (site: MailSite, token: string) =>
  `${site.publicUrl}/guardian/confirm?token=${encodeURIComponent(token)}`;

const GUARDIAN_TEXT = (form: EnquiryForm) =>
  `Someone has sent an ${ENQUIRY_FORMS[form].label} to ${INSTITUTE.name} and named this e-mail address as that of ` +
  'their parent or guardian. As they are under 18, we need your confirmation before we look at it or contact ' +
  'them; until then it is held and no news or offers are sent to them.';
const GUARDIAN_QUOTE_INTRO = 'What the applicant typed on the form (we have not checked it):';
/** The applicant's own words, each with our label; only ever shown quoted. */
const guardianQuote = (params: MailParams['guardian_consent']): [string, string][] => [
  ["Applicant's name", params.applicant_name],
  ["Applicant's e-mail", params.applicant_email],
  ['Name given for you', params.guardian_name],
];
const quote = {
  margin: '0 0 16px',
  padding: '8px 12px',
  borderLeft: '4px solid #c8ccd4',
  color: '#333333',
  fontSize: '15px',
  lineHeight: '22px',
};
const GUARDIAN_IGNORE =
  'If you do not know about this application, ignore this e-mail: without your confirmation it is deleted.';

function passwordLinkUrl(site: MailSite, token: string) {
  // The token travels in the fragment, as the panel's own link does (server/staff-api/password-links.ts).
  return `${site.publicUrl}/admin/set-password#token=${encodeURIComponent(token)}`;
}

function formatKolkata(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

export const MAIL_TEMPLATE_NAMES = Object.keys(templates) as MailTemplate[];

export class UnknownTemplateError extends Error {}

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(templates, name);
}

/** Labelled for staff: a template without a label in common/mail.ts fails the type check here. */
const LABELLED: Record<MailTemplate, string> = MAIL_TEMPLATE_LABELS;
void LABELLED;

/**
 * The values of each template that act for someone (a one-time code, a confirmation or password link's token):
 * masked wherever staff read an e-mail (the Outbox screen and its API), for every role.
 */
const SECRET_PARAMS: { [T in MailTemplate]?: (keyof MailParams[T])[] } = {
  data_access_code: ['code'],
  newsletter_confirmation: ['token'],
  password_link: ['token'],
  guardian_consent: ['token'],
};

/** The row's values with its codes and tokens replaced (a value already removed after sending stays null). */
export function maskSecrets(template: string, params: unknown): unknown {
  const secrets = isMailTemplate(template) ? (SECRET_PARAMS[template] as string[] | undefined) : undefined;
  if (!secrets || !params || typeof params !== 'object') return params;
  const masked: Record<string, unknown> = { ...(params as Record<string, unknown>) };
  for (const key of secrets) if (masked[key] !== null && masked[key] !== undefined) masked[key] = MASKED_SECRET;
  return masked;
}

/** Subject, HTML, text and headers of one outbox row. */
export function renderMail(template: string, params: unknown, site: MailSite): RenderedMail {
  if (!isMailTemplate(template)) throw new UnknownTemplateError(`No e-mail template named ${template}`);
  const chosen = templates[template] as Template<unknown>;
  const unsubscribe = chosen.unsubscribeUrl?.(params, site);
  return {
    subject: chosen.subject(params),
    html: `<!DOCTYPE html>${renderToStaticMarkup(chosen.html(params, site))}`,
    text: `${chosen.text(params, site)}\n\n${textFooter(unsubscribe)}\n`,
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  };
}

// Every e-mail the site sends: subject, HTML (React, rendered on the server) and plain text from one set of values.
// Outbox rows name a template and hold its values; they are rendered when sent (and when an admin opens one).
import { renderToStaticMarkup } from 'react-dom/server';
import { LOCALE_OF, localizedPath } from '../../../common/languages';
import { ENQUIRY_FORMS, type EnquiryForm } from '../../../common/leads';
import { MAIL_TEMPLATE_LABELS, MASKED_SECRET } from '../../../common/mail';
import { INSTITUTE, OFFICE_HOURS_TEXT, TOP_BAR_PHONES } from '../../../common/site';
import { FOOTER_TEXTS, MailButton, type MailLanguage, MailLayout, mailLanguage, paragraph, textFooter } from './layout';

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
  /** `language`: of the page the form was sent from, when not English (rows queued before it lack it: English). */
  acknowledgement: { form: EnquiryForm; name: string; language?: MailLanguage };
  newsletter_confirmation: { token: string; language?: MailLanguage };
  password_link: { name: string; token: string | null; expires_at: string };
  /** An admin (or the server's terminal, `npm run staff -- reset-2fa`) reset a member's two-factor sign-in. */
  two_factor_reset: { name: string; by: string };
  followup_digest: { counsellor_name: string; day: string; followups: FollowUp[] };
  /** The "Your data" page's one-time code (server/privacy/self-service/); null once the e-mail was sent. */
  data_access_code: { code: string | null; expires_at: string; language?: MailLanguage };
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
    /** The language of the form's page (its consent's), when not English. */
    language?: MailLanguage;
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
  /** A visitor's e-mail: the language it is written in, and so its footer (English without one). */
  language?(params: P): MailLanguage;
};

/** The newsletter's pages answer in the subscription's language; `lang` keeps it for a link no longer valid. */
export const newsletterUrl = (
  site: MailSite,
  action: 'confirm' | 'unsubscribe',
  token: string,
  language: MailLanguage = 'en',
) =>
  `${site.publicUrl}/newsletter/${action}?token=${encodeURIComponent(token)}${language === 'en' ? '' : `&lang=${language}`}`;
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

export type { MailLanguage } from './layout';

type AcknowledgementTexts = {
  forms: Record<EnquiryForm, string>;
  subject: (form: string) => string;
  title: string;
  dear: (name: string) => string;
  received: (form: string) => string;
  nextLabel: string;
  next: string;
  call: (phones: readonly string[]) => string;
};

/** The newsletter's confirmation in each language of the site (the box's page's). */
const CONFIRMATION_TEXTS: Record<
  MailLanguage,
  { subject: string; title: string; asked: string; until: string; button: string; notYou: string }
> = {
  en: {
    subject: `Please confirm your subscription to the ${INSTITUTE.shortName} newsletter`,
    title: 'Confirm your subscription',
    asked: `Someone, hopefully you, asked for the ${INSTITUTE.shortName} newsletter at this address.`,
    until: 'Nothing will be sent until you confirm:',
    button: 'Confirm my subscription',
    notYou: 'If it was not you, ignore this e-mail and you will hear nothing more from us.',
  },
  bn: {
    subject: `${INSTITUTE.shortName}-এর নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন`,
    title: 'সাবস্ক্রিপশন নিশ্চিত করুন',
    asked: `এই ঠিকানায় ${INSTITUTE.shortName}-এর নিউজলেটার পাঠানোর অনুরোধ এসেছে; আশা করি আপনিই করেছেন।`,
    until: 'আপনি নিশ্চিত না করা পর্যন্ত কিছুই পাঠানো হবে না:',
    button: 'আমার সাবস্ক্রিপশন নিশ্চিত করুন',
    notYou: 'অনুরোধটি আপনার না হলে এই ই-মেলটি উপেক্ষা করুন; আমাদের কাছ থেকে আর কিছু পাবেন না।',
  },
  hi: {
    subject: `${INSTITUTE.shortName} न्यूज़लेटर की सदस्यता की पुष्टि करें`,
    title: 'सदस्यता की पुष्टि करें',
    asked: `इस पते पर ${INSTITUTE.shortName} का न्यूज़लेटर पाने का अनुरोध आया है; उम्मीद है, यह आपने ही किया है।`,
    until: 'आपकी पुष्टि के बिना कुछ भी नहीं भेजा जाएगा:',
    button: 'मेरी सदस्यता की पुष्टि करें',
    notYou: 'अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें; हमारी ओर से आपको कुछ और नहीं मिलेगा।',
  },
};

/** Each enquiry form's name in one language, as declared (common/forms.ts). */
const formWords = (language: 'label' | 'bn' | 'hi') =>
  Object.fromEntries(Object.entries(ENQUIRY_FORMS).map(([form, words]) => [form, words[language]])) as Record<
    EnquiryForm,
    string
  >;

/**
 * The acknowledgement in each language of the site (docs/translations.md, the glossary's words): a visitor who
 * wrote from /bn/… or /hi/… reads it in that language. Names, phone numbers and office hours stay as the site
 * writes them.
 */
const ACKNOWLEDGEMENT_TEXTS: Record<MailLanguage, AcknowledgementTexts> = {
  en: {
    forms: formWords('label'),
    subject: (form) => `We have received your ${form} — ${INSTITUTE.shortName}`,
    title: 'Thank you',
    dear: (name) => `Dear ${name},`,
    received: (form) => `Thank you for your ${form}. ${INSTITUTE.name} has received it.`,
    nextLabel: 'What happens next:',
    next: WHAT_NEXT,
    call: (phones) => `Call us: ${phones.join(' or ')} (${OFFICE_HOURS_TEXT}).`,
  },
  bn: {
    forms: formWords('bn'),
    subject: (form) => `আপনার ${form} আমরা পেয়েছি — ${INSTITUTE.shortName}`,
    title: 'ধন্যবাদ',
    dear: (name) => `প্রিয় ${name},`,
    received: (form) => `${INSTITUTE.name} আপনার ${form} পেয়েছে। ধন্যবাদ।`,
    nextLabel: 'এরপর কী হবে:',
    next:
      'একজন কাউন্সেলর এক কার্যদিবসের মধ্যে আপনাকে ফোন বা ই-মেল করে কোর্স, ফি ও ভর্তির বিষয়ে কথা বলবেন। ' +
      'এখনই কথা বলতে চাইলে যেকোনো ক্যাম্পাসে ফোন করুন।',
    call: (phones) => `ফোন করুন: ${phones.join(' বা ')} (${FOOTER_TEXTS.bn.hours})।`,
  },
  hi: {
    forms: formWords('hi'),
    subject: (form) => `आपका ${form} हमें मिल गया है — ${INSTITUTE.shortName}`,
    title: 'धन्यवाद',
    dear: (name) => `प्रिय ${name},`,
    received: (form) => `${INSTITUTE.name} को आपका ${form} मिल गया है। धन्यवाद।`,
    nextLabel: 'आगे क्या होगा:',
    next:
      'एक काउंसलर एक कार्यदिवस के भीतर आपको फ़ोन या ईमेल करके कोर्स, फ़ीस और प्रवेश के बारे में बात करेंगे। ' +
      'अभी बात करना चाहें तो किसी भी कैंपस में फ़ोन करें।',
    call: (phones) => `फ़ोन करें: ${phones.join(' या ')} (${FOOTER_TEXTS.hi.hours})।`,
  },
};

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
    language: ({ language }) => mailLanguage(language),
    subject: ({ form, language }) => {
      const texts = ACKNOWLEDGEMENT_TEXTS[mailLanguage(language)];
      return texts.subject(texts.forms[form]);
    },
    html: ({ form, name, language }) => {
      const lang = mailLanguage(language);
      const texts = ACKNOWLEDGEMENT_TEXTS[lang];
      return (
        <MailLayout title={texts.title} lang={lang}>
          <p style={paragraph}>{texts.dear(name)}</p>
          <p style={paragraph}>{texts.received(texts.forms[form])}</p>
          <p style={paragraph}>
            <strong>{texts.nextLabel}</strong> {texts.next}
          </p>
          <p style={paragraph}>{texts.call(TOP_BAR_PHONES)}</p>
        </MailLayout>
      );
    },
    text: ({ form, name, language }) => {
      const texts = ACKNOWLEDGEMENT_TEXTS[mailLanguage(language)];
      return [
        texts.dear(name),
        '',
        texts.received(texts.forms[form]),
        '',
        `${texts.nextLabel} ${texts.next}`,
        '',
        texts.call(TOP_BAR_PHONES),
      ].join('\n');
    },
  },
  newsletter_confirmation: {
    language: ({ language }) => mailLanguage(language),
    subject: ({ language }) => CONFIRMATION_TEXTS[mailLanguage(language)].subject,
    html: ({ token, language }, site) => {
      const lang = mailLanguage(language);
      const texts = CONFIRMATION_TEXTS[lang];
      return (
        <MailLayout title={texts.title} lang={lang} unsubscribeUrl={newsletterUrl(site, 'unsubscribe', token, lang)}>
          <p style={paragraph}>{texts.asked}</p>
          <p style={paragraph}>{texts.until}</p>
          <MailButton href={newsletterUrl(site, 'confirm', token, lang)}>{texts.button}</MailButton>
          <p style={paragraph}>{texts.notYou}</p>
        </MailLayout>
      );
    },
    text: ({ token, language }, site) => {
      const lang = mailLanguage(language);
      const texts = CONFIRMATION_TEXTS[lang];
      return [texts.asked, texts.until, '', newsletterUrl(site, 'confirm', token, lang), '', texts.notYou].join('\n');
    },
    unsubscribeUrl: ({ token, language }, site) => newsletterUrl(site, 'unsubscribe', token, mailLanguage(language)),
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
    language: ({ language }) => mailLanguage(language),
    // Nothing the applicant typed is in the subject, nor in our own sentences: it is quoted, marked as theirs.
    subject: ({ language }) => GUARDIAN_TEXTS[mailLanguage(language)].subject,
    html: (params, site) => {
      const lang = mailLanguage(params.language);
      const texts = GUARDIAN_TEXTS[lang];
      return (
        <MailLayout title={texts.title} lang={lang}>
          <p style={paragraph}>{texts.dear}</p>
          <p style={paragraph}>{texts.held(ACKNOWLEDGEMENT_TEXTS[lang].forms[params.form])}</p>
          <p style={paragraph}>{texts.quoteIntro}</p>
          <blockquote style={quote}>
            {guardianQuote(params).map(([label, value]) => (
              <p key={label} style={{ margin: '0 0 6px' }}>
                {label}: “{value}”
              </p>
            ))}
          </blockquote>
          {params.token ? (
            <>
              <p style={paragraph}>{texts.until(formatKolkata(params.expires_at, lang))}</p>
              <MailButton href={guardianConsentUrl(site, params.token, lang)}>{texts.button}</MailButton>
            </>
          ) : (
            <p style={paragraph}>{texts.gone}</p>
          )}
          <p style={paragraph}>{texts.ignore}</p>
        </MailLayout>
      );
    },
    text: (params, site) => {
      const lang = mailLanguage(params.language);
      const texts = GUARDIAN_TEXTS[lang];
      return [
        texts.dear,
        '',
        texts.held(ACKNOWLEDGEMENT_TEXTS[lang].forms[params.form]),
        '',
        texts.quoteIntro,
        '',
        ...guardianQuote(params).map(([label, value]) => `> ${label}: "${value}"`),
        '',
        params.token
          ? `${texts.button} (${texts.until(formatKolkata(params.expires_at, lang))}): ${guardianConsentUrl(site, params.token, lang)}`
          : texts.gone,
        '',
        texts.ignore,
      ].join('\n');
    },
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
    language: ({ language }) => mailLanguage(language),
    subject: ({ code, language }) => ACCESS_CODE_TEXTS[mailLanguage(language)].subject(code),
    html: ({ code, expires_at, language }, site) => {
      const lang = mailLanguage(language);
      const texts = ACCESS_CODE_TEXTS[lang];
      return (
        <MailLayout title={texts.title} lang={lang}>
          <p style={paragraph}>{texts.asked}</p>
          {code ? (
            <p style={{ ...paragraph, fontSize: '30px', fontWeight: 'bold', letterSpacing: '6px' }}>{code}</p>
          ) : (
            <p style={paragraph}>{texts.gone}</p>
          )}
          <p style={paragraph}>{texts.works(formatKolkata(expires_at, lang))}</p>
          <MailButton href={yourDataUrl(site, lang)}>{texts.button}</MailButton>
          <p style={paragraph}>{texts.ignore}</p>
        </MailLayout>
      );
    },
    text: ({ code, expires_at, language }, site) => {
      const lang = mailLanguage(language);
      const texts = ACCESS_CODE_TEXTS[lang];
      return [
        texts.asked,
        '',
        code ?? texts.gone,
        '',
        texts.works(formatKolkata(expires_at, lang)),
        yourDataUrl(site, lang),
        '',
        texts.ignore,
      ].join('\n');
    },
  },
};

/** The "Your data" page in the language the code was asked for from. */
const yourDataUrl = (site: MailSite, language: MailLanguage) =>
  `${site.publicUrl}${localizedPath(language, '/your-data')}`;

/** The "Your data" code in each language of the site: the page the visitor asked from writes it in its language. */
const ACCESS_CODE_TEXTS: Record<
  MailLanguage,
  {
    subject: (code: string | null) => string;
    title: string;
    asked: string;
    gone: string;
    works: (until: string) => string;
    button: string;
    ignore: string;
  }
> = {
  en: {
    subject: (code) =>
      code
        ? `Your code for your data at ${INSTITUTE.shortName}: ${code}`
        : `Your code for your data at ${INSTITUTE.shortName}`,
    title: 'Your one-time code',
    asked:
      `You asked to see the personal data ${INSTITUTE.name} holds about this e-mail address. ` +
      'Enter this code on the “Your data” page:',
    gone: '(The code is removed from the outbox once the e-mail has been sent.)',
    works: (until) => `It works once, until ${until} (India time).`,
    button: 'Open the Your data page',
    ignore: 'If you did not ask for it, ignore this e-mail: nothing about you is shown to anyone without the code.',
  },
  bn: {
    subject: (code) =>
      code ? `${INSTITUTE.shortName}-এ আপনার তথ্য দেখার কোড: ${code}` : `${INSTITUTE.shortName}-এ আপনার তথ্য দেখার কোড`,
    title: 'আপনার ওয়ান-টাইম কোড',
    asked:
      `এই ই-মেল ঠিকানার সঙ্গে ${INSTITUTE.name}-এর কাছে যে ব্যক্তিগত তথ্য আছে, আপনি তা দেখতে চেয়েছেন। ` +
      '“আপনার তথ্য” পাতায় এই কোডটি লিখুন:',
    gone: '(ই-মেল পাঠানো হয়ে গেলে কোডটি আউটবক্স থেকে মুছে ফেলা হয়।)',
    works: (until) => `কোডটি একবারই কাজ করবে, ${until} (ভারতীয় সময়) পর্যন্ত।`,
    button: '“আপনার তথ্য” পাতা খুলুন',
    ignore: 'আপনি কোড না চেয়ে থাকলে এই ই-মেলটি উপেক্ষা করুন: কোড ছাড়া আপনার কোনো তথ্য কাউকে দেখানো হয় না।',
  },
  hi: {
    subject: (code) =>
      code ? `${INSTITUTE.shortName} में आपके डेटा का कोड: ${code}` : `${INSTITUTE.shortName} में आपके डेटा का कोड`,
    title: 'आपका वन-टाइम कोड',
    asked: `इस ईमेल पते से जुड़ा जो व्यक्तिगत डेटा ${INSTITUTE.name} के पास है, आपने उसे देखना चाहा है। “आपका डेटा” पेज पर यह कोड डालें:`,
    gone: '(ईमेल भेजे जाने के बाद कोड आउटबॉक्स से हटा दिया जाता है।)',
    works: (until) => `यह कोड एक ही बार, ${until} (भारतीय समय) तक काम करेगा।`,
    button: '“आपका डेटा” पेज खोलें',
    ignore: 'अगर आपने कोड नहीं माँगा, तो इस ईमेल को अनदेखा करें: कोड के बिना आपकी कोई जानकारी किसी को नहीं दिखाई जाती।',
  },
};

/** The confirmation page's address; `lang` lets it answer in the e-mail's language even once the link is used. */
export const guardianConsentUrl = (site: MailSite, token: string, language: MailLanguage = 'en') =>
  `${site.publicUrl}/guardian/confirm?token=${encodeURIComponent(token)}${language === 'en' ? '' : `&lang=${language}`}`;

/**
 * The e-mail to a minor's parent or guardian in each language of the site: the language of the page the applicant
 * used, which is also the one the confirmation page (server/submissions/guardian-routes.tsx) speaks.
 */
const GUARDIAN_TEXTS: Record<
  MailLanguage,
  {
    subject: string;
    title: string;
    dear: string;
    held: (form: string) => string;
    quoteIntro: string;
    quoteLabels: [applicantName: string, applicantEmail: string, guardianName: string];
    until: (time: string) => string;
    button: string;
    gone: string;
    ignore: string;
  }
> = {
  en: {
    subject: `Please confirm an application to ${INSTITUTE.shortName} that names you as parent or guardian`,
    title: 'Confirm an application',
    dear: 'Dear parent or guardian,',
    held: (form) =>
      `Someone has sent an ${form} to ${INSTITUTE.name} and named this e-mail address as that of ` +
      'their parent or guardian. As they are under 18, we need your confirmation before we look at it or contact ' +
      'them; until then it is held and no news or offers are sent to them.',
    quoteIntro: 'What the applicant typed on the form (we have not checked it):',
    quoteLabels: ["Applicant's name", "Applicant's e-mail", 'Name given for you'],
    until: (time) => `The link works until ${time} (India time).`,
    button: 'Review and confirm',
    gone: '(The link is removed from the outbox once the e-mail has been sent.)',
    ignore: 'If you do not know about this application, ignore this e-mail: without your confirmation it is deleted.',
  },
  bn: {
    subject: `${INSTITUTE.shortName}-এ একটি আবেদনে আপনাকে বাবা-মা বা অভিভাবক হিসেবে উল্লেখ করা হয়েছে: অনুগ্রহ করে নিশ্চিত করুন`,
    title: 'আবেদনটি নিশ্চিত করুন',
    dear: 'প্রিয় অভিভাবক,',
    held: (form) =>
      `কেউ ${INSTITUTE.name}-এ একটি ${form} পাঠিয়েছেন এবং এই ই-মেল ঠিকানাটি তাঁর বাবা-মা বা অভিভাবকের বলে ` +
      'জানিয়েছেন। তাঁর বয়স ১৮-র কম, তাই আবেদনটি দেখার বা তাঁর সঙ্গে যোগাযোগ করার আগে আমাদের আপনার সম্মতি ' +
      'প্রয়োজন। ততদিন আবেদনটি স্থগিত থাকবে এবং তাঁকে কোনো খবর বা অফার পাঠানো হবে না।',
    quoteIntro: 'আবেদনকারী ফর্মে যা লিখেছেন (আমরা যাচাই করিনি):',
    quoteLabels: ['আবেদনকারীর নাম', 'আবেদনকারীর ই-মেল', 'আপনার নাম হিসেবে লেখা'],
    until: (time) => `লিংকটি ${time} (ভারতীয় সময়) পর্যন্ত কাজ করবে।`,
    button: 'দেখে নিশ্চিত করুন',
    gone: '(ই-মেল পাঠানো হয়ে গেলে লিংকটি আউটবক্স থেকে মুছে ফেলা হয়।)',
    ignore: 'এই আবেদনের কথা আপনার জানা না থাকলে ই-মেলটি উপেক্ষা করুন: আপনার সম্মতি ছাড়া আবেদনটি মুছে ফেলা হবে।',
  },
  hi: {
    subject: `${INSTITUTE.shortName} में एक आवेदन में आपको माता-पिता या अभिभावक बताया गया है: कृपया पुष्टि करें`,
    title: 'आवेदन की पुष्टि करें',
    dear: 'आदरणीय अभिभावक,',
    held: (form) =>
      `किसी ने ${INSTITUTE.name} को ${form} भेजा है और इस ईमेल पते को अपने माता-पिता या अभिभावक का पता बताया है। ` +
      'उनकी उम्र 18 साल से कम है, इसलिए आवेदन देखने या उनसे संपर्क करने से पहले हमें आपकी सहमति चाहिए। तब तक ' +
      'आवेदन रोककर रखा जाएगा और उन्हें कोई समाचार या ऑफ़र नहीं भेजा जाएगा।',
    quoteIntro: 'आवेदक ने फ़ॉर्म में जो लिखा है (हमने इसकी जाँच नहीं की है):',
    quoteLabels: ['आवेदक का नाम', 'आवेदक का ईमेल', 'आपके नाम के रूप में लिखा'],
    until: (time) => `यह लिंक ${time} (भारतीय समय) तक काम करेगा।`,
    button: 'देखें और पुष्टि करें',
    gone: '(ईमेल भेजे जाने के बाद लिंक आउटबॉक्स से हटा दिया जाता है।)',
    ignore: 'अगर आपको इस आवेदन की जानकारी नहीं है, तो इस ईमेल को अनदेखा करें: आपकी पुष्टि के बिना आवेदन हटा दिया जाएगा।',
  },
};

/** The applicant's own words, each with our label; only ever shown quoted. */
const guardianQuote = (params: MailParams['guardian_consent']): [string, string][] => {
  const [name, email, guardian] = GUARDIAN_TEXTS[mailLanguage(params.language)].quoteLabels;
  return [
    [name, params.applicant_name],
    [email, params.applicant_email],
    [guardian, params.guardian_name],
  ];
};
const quote = {
  margin: '0 0 16px',
  padding: '8px 12px',
  borderLeft: '4px solid #c8ccd4',
  color: '#333333',
  fontSize: '15px',
  lineHeight: '22px',
};

function passwordLinkUrl(site: MailSite, token: string) {
  // The token travels in the fragment, as the panel's own link does (server/staff/password-links.ts).
  return `${site.publicUrl}/admin/set-password#token=${encodeURIComponent(token)}`;
}

/** A moment as India reads it, in the e-mail's language (Bengali digits and month names in Bengali). */
function formatKolkata(iso: string, language: MailLanguage = 'en'): string {
  return new Date(iso).toLocaleString(LOCALE_OF[language], {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
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
    text: `${chosen.text(params, site)}\n\n${textFooter(unsubscribe, chosen.language?.(params))}\n`,
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  };
}

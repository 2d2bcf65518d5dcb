// The newsletter's double opt-in: subscribing queues a confirmation (at most one per address per hour); the
// subscription counts once the visitor follows its link. /newsletter/confirm and /newsletter/unsubscribe are small
// server-rendered pages whose button posts back; a GET changes nothing, since mail scanners open links too. The
// unsubscribe address also takes the one-click POST mail programs send for List-Unsubscribe-Post (RFC 8058).
import express, { type Request, type Response, type Router } from 'express';
import type { Knex } from 'knex';
import { renderToStaticMarkup } from 'react-dom/server';
import { localizedPath } from '../../common/languages';
import { fontFacesFor } from '../../common/script-fonts';
import { INSTITUTE } from '../../common/site';
import { enqueueMail } from '../mail/outbox';
import { claimAcknowledgementsSql } from '../mail/submission-mails';
import { MailButton, type MailLanguage, MailLayout, mailLanguage, paragraph } from '../mail/templates/layout';
import { type ConsentColumns, consentColumns } from './consent';

/** Subscribes `email` (one row per address, any letter case); an unconfirmed address is sent its confirmation. */
export async function subscribeToNewsletter(
  trx: Knex | Knex.Transaction,
  email: string,
  /** The visit's attribution (JSON text) kept with a new subscription. */
  attribution: string | null = null,
  /** The consent the form carried; subscribing is itself the request for news, confirmed by its link. */
  consent: ConsentColumns = consentColumns(undefined),
): Promise<void> {
  const result = await trx.raw(
    `WITH inserted AS (
       INSERT INTO newsletter_subscriptions
         (email, attribution, consent_notice_version, consent_language, consent_at, marketing_consent)
       VALUES (?, ?::jsonb, ?, ?, ?::timestamptz, true)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING token, confirmed_at
     )
     SELECT token, confirmed_at FROM inserted
     UNION ALL
     SELECT token, confirmed_at FROM newsletter_subscriptions
     WHERE lower(email) = lower(?) AND NOT EXISTS (SELECT 1 FROM inserted)`,
    [email, attribution, consent.consent_notice_version, consent.consent_language, consent.consent_at, email],
  );
  const subscription = result.rows[0] as { token: string; confirmed_at: Date | null } | undefined;
  if (!subscription || subscription.confirmed_at) return;
  const claimed = await trx.raw(claimAcknowledgementsSql('VALUES (lower(?))'), [email]);
  if (!claimed.rows.length) return;
  // In the language of the page the box was on (the notice's), when not English (templates/index.tsx).
  const language =
    consent.consent_language === 'bn' || consent.consent_language === 'hi' ? consent.consent_language : null;
  await enqueueMail(trx, {
    template: 'newsletter_confirmation',
    to: [email],
    params: { token: subscription.token, ...(language ? { language } : {}) },
  });
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const tokenOf = (req: Request): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.token ?? req.query.token;
  return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
};

/** A small server-rendered page in the e-mails' frame (never cached, never indexed). */
export function page(res: Response, status: number, title: string, body: React.ReactNode, lang: MailLanguage = 'en') {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    .type('html')
    .send(
      `<!DOCTYPE html>${renderToStaticMarkup(
        <MailLayout title={`${title} | ${INSTITUTE.shortName}`} lang={lang}>
          {body}
        </MailLayout>,
      ).replace('</head>', () => `${SITE_ICON}${scriptFace(lang)}</head>`)}`,
    );
}

/** The site's icon (else the browser asks for /favicon.ico, which the site has not). */
const SITE_ICON = '<link rel="icon" type="image/svg+xml" href="/images/site/favicon.svg">';

/**
 * A Bengali or Hindi page is read in the site's own face for its script (server/site/fonts.ts), as the site's pages
 * are, not in whatever the phone has: the e-mail layout's inline Arial gives way to it.
 */
const scriptFace = (lang: MailLanguage) =>
  lang === 'en' ? '' : `${fontFacesFor(lang)}<style>body *{font-family:var(--font)!important}</style>`;

const VISIT_SITE: Record<MailLanguage, string> = {
  en: 'Visit the website',
  bn: 'ওয়েবসাইটে যান',
  hi: 'वेबसाइट पर जाएँ',
};

function ask(
  res: Response,
  action: 'confirm' | 'unsubscribe',
  token: string,
  text: string,
  button: string,
  lang: MailLanguage,
) {
  page(
    res,
    200,
    button,
    <form method="post" action={`/newsletter/${action}`}>
      <p style={paragraph}>{text}</p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="lang" value={lang} />
      <button
        type="submit"
        style={{ ...paragraph, background: '#0b3d91', color: '#fff', border: 0, borderRadius: 6, padding: '14px 24px' }}
      >
        {button}
      </button>
    </form>,
    lang,
  );
}

/** A page that tells the visitor one thing, with a way back to the site (in `lang`, the page's language). */
export const told = (res: Response, status: number, title: string, text: string, lang: MailLanguage = 'en') =>
  page(
    res,
    status,
    title,
    <>
      <h1 style={{ ...paragraph, fontSize: '22px' }}>{title}</h1>
      <p style={paragraph}>{text}</p>
      <MailButton href={localizedPath(lang, '/')}>{VISIT_SITE[lang]}</MailButton>
    </>,
    lang,
  );

/** The newsletter's pages in each language of the site (docs/translations.md's words): the subscription's. */
const TEXTS: Record<
  MailLanguage,
  {
    notValidTitle: string;
    notValid: string;
    confirmedTitle: string;
    alreadyConfirmed: string;
    confirmAsk: string;
    confirmButton: string;
    confirmed: string;
    notSubscribedTitle: string;
    notSubscribed: string;
    unsubscribeAsk: string;
    unsubscribeButton: string;
    unsubscribedTitle: string;
  }
> = {
  en: {
    notValidTitle: 'Link no longer valid',
    notValid: 'This confirmation link is not valid any more. Subscribe again on the website.',
    confirmedTitle: 'Subscription confirmed',
    alreadyConfirmed: 'You are subscribed to our newsletter.',
    confirmAsk: `Confirm that you want the ${INSTITUTE.shortName} newsletter at this address.`,
    confirmButton: 'Confirm my subscription',
    confirmed: 'Thank you: you are subscribed to our newsletter. Every issue has a link to unsubscribe.',
    notSubscribedTitle: 'Not subscribed',
    notSubscribed: 'This address is not subscribed to the newsletter (any more). Nothing more will be sent to it.',
    unsubscribeAsk: 'Stop sending the newsletter to this address?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'Unsubscribed',
  },
  bn: {
    notValidTitle: 'লিংকটি আর কাজ করছে না',
    notValid: 'এই নিশ্চিতকরণের লিংকটি আর চালু নেই। ওয়েবসাইট থেকে আবার সাবস্ক্রাইব করুন।',
    confirmedTitle: 'সাবস্ক্রিপশন নিশ্চিত হয়েছে',
    alreadyConfirmed: 'আমাদের নিউজলেটারে আপনার সাবস্ক্রিপশন চালু আছে।',
    confirmAsk: `এই ঠিকানায় ${INSTITUTE.shortName}-এর নিউজলেটার পেতে চান কি না, নিশ্চিত করুন।`,
    confirmButton: 'আমার সাবস্ক্রিপশন নিশ্চিত করুন',
    confirmed: 'ধন্যবাদ, আমাদের নিউজলেটারে আপনার সাবস্ক্রিপশন চালু হল। প্রতিটি সংখ্যায় সাবস্ক্রিপশন বন্ধ করার লিংক থাকবে।',
    notSubscribedTitle: 'সাবস্ক্রিপশন নেই',
    notSubscribed: 'এই ঠিকানায় নিউজলেটারের সাবস্ক্রিপশন (আর) নেই। এখানে আমরা আর কিছু পাঠাব না।',
    unsubscribeAsk: 'এই ঠিকানায় নিউজলেটার পাঠানো বন্ধ করবেন?',
    unsubscribeButton: 'সাবস্ক্রিপশন বন্ধ করুন',
    unsubscribedTitle: 'সাবস্ক্রিপশন বন্ধ হয়েছে',
  },
  hi: {
    notValidTitle: 'यह लिंक अब काम नहीं करता',
    notValid: 'पुष्टि का यह लिंक अब मान्य नहीं है। वेबसाइट पर फिर से सदस्यता लें।',
    confirmedTitle: 'सदस्यता की पुष्टि हो गई',
    alreadyConfirmed: 'आप हमारे न्यूज़लेटर के सदस्य हैं।',
    confirmAsk: `पुष्टि करें कि आप इस पते पर ${INSTITUTE.shortName} का न्यूज़लेटर पाना चाहते हैं।`,
    confirmButton: 'मेरी सदस्यता की पुष्टि करें',
    confirmed: 'धन्यवाद, अब आप हमारे न्यूज़लेटर के सदस्य हैं। हर अंक में सदस्यता बंद करने का लिंक रहेगा।',
    notSubscribedTitle: 'सदस्यता नहीं है',
    notSubscribed: 'इस पते पर न्यूज़लेटर की सदस्यता (अब) नहीं है। इस पर हम आगे कुछ नहीं भेजेंगे।',
    unsubscribeAsk: 'क्या इस पते पर न्यूज़लेटर भेजना बंद कर दें?',
    unsubscribeButton: 'सदस्यता बंद करें',
    unsubscribedTitle: 'सदस्यता बंद हो गई',
  },
};

/**
 * The page's language: the subscription's (its consent's, the language of the page the box was on); once the row is
 * gone or the link is wrong, the `lang` its e-mail's address (or the page's form) carries.
 */
const languageOf = (req: Request, subscription?: { consent_language?: string | null }): MailLanguage =>
  mailLanguage(
    subscription?.consent_language ?? (req.body as Record<string, unknown> | undefined)?.lang ?? req.query.lang,
  );

export function createNewsletterRoutes(knex: Knex): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));
  const find = (token: string) =>
    knex('newsletter_subscriptions').where({ token }).first('id', 'confirmed_at', 'consent_language');

  router.get('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const subscription = token ? await find(token) : undefined;
    const lang = languageOf(req, subscription);
    const texts = TEXTS[lang];
    if (!token || !subscription) return told(res, 404, texts.notValidTitle, texts.notValid, lang);
    if (subscription.confirmed_at) return told(res, 200, texts.confirmedTitle, texts.alreadyConfirmed, lang);
    ask(res, 'confirm', token, texts.confirmAsk, texts.confirmButton, lang);
  });

  router.post('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const [confirmed] = token
      ? await knex('newsletter_subscriptions')
          .where({ token })
          .update({ confirmed_at: knex.raw('coalesce(confirmed_at, now())') })
          .returning(['id', 'consent_language'])
      : [];
    const lang = languageOf(req, confirmed);
    const texts = TEXTS[lang];
    if (!confirmed) return told(res, 404, texts.notValidTitle, texts.notValid, lang);
    told(res, 200, texts.confirmedTitle, texts.confirmed, lang);
  });

  router.get('/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    const subscription = token ? await find(token) : undefined;
    const lang = languageOf(req, subscription);
    const texts = TEXTS[lang];
    if (!token || !subscription) return told(res, 200, texts.notSubscribedTitle, texts.notSubscribed, lang);
    ask(res, 'unsubscribe', token, texts.unsubscribeAsk, texts.unsubscribeButton, lang);
  });

  // The form's post (token in the body) and the mail program's one-click post (token in the address).
  router.post('/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    // The address is forgotten, not flagged: nothing of it stays once its owner has said no.
    const [gone] = token
      ? await knex('newsletter_subscriptions').where({ token }).delete().returning('consent_language')
      : [];
    const lang = languageOf(req, gone);
    const texts = TEXTS[lang];
    told(res, 200, texts.unsubscribedTitle, texts.notSubscribed, lang);
  });
  return router;
}

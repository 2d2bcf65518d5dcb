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
import { MailButton, type MailLanguage, MailLayout, paragraph } from '../mail/templates/layout';
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
      ).replace('</head>', () => `${scriptFace(lang)}</head>`)}`,
    );
}

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

function ask(res: Response, action: 'confirm' | 'unsubscribe', token: string, text: string, button: string) {
  page(
    res,
    200,
    button,
    <form method="post" action={`/newsletter/${action}`}>
      <p style={paragraph}>{text}</p>
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        style={{ ...paragraph, background: '#0b3d91', color: '#fff', border: 0, borderRadius: 6, padding: '14px 24px' }}
      >
        {button}
      </button>
    </form>,
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

const NOT_SUBSCRIBED = 'This address is not subscribed to the newsletter (any more). Nothing more will be sent to it.';

export function createNewsletterRoutes(knex: Knex): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));
  const find = (token: string) => knex('newsletter_subscriptions').where({ token }).first('id', 'confirmed_at');

  router.get('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const subscription = token ? await find(token) : undefined;
    if (!token || !subscription)
      return told(
        res,
        404,
        'Link no longer valid',
        'This confirmation link is not valid any more. Subscribe again on the website.',
      );
    if (subscription.confirmed_at)
      return told(res, 200, 'Subscription confirmed', 'You are subscribed to our newsletter.');
    ask(
      res,
      'confirm',
      token,
      `Confirm that you want the ${INSTITUTE.shortName} newsletter at this address.`,
      'Confirm my subscription',
    );
  });

  router.post('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const [confirmed] = token
      ? await knex('newsletter_subscriptions')
          .where({ token })
          .update({ confirmed_at: knex.raw('coalesce(confirmed_at, now())') })
          .returning('id')
      : [];
    if (!confirmed)
      return told(
        res,
        404,
        'Link no longer valid',
        'This confirmation link is not valid any more. Subscribe again on the website.',
      );
    told(
      res,
      200,
      'Subscription confirmed',
      'Thank you: you are subscribed to our newsletter. Every issue has a link to unsubscribe.',
    );
  });

  router.get('/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    if (!token || !(await find(token))) return told(res, 200, 'Not subscribed', NOT_SUBSCRIBED);
    ask(res, 'unsubscribe', token, 'Stop sending the newsletter to this address?', 'Unsubscribe');
  });

  // The form's post (token in the body) and the mail program's one-click post (token in the address).
  router.post('/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    // The address is forgotten, not flagged: nothing of it stays once its owner has said no.
    if (token) await knex('newsletter_subscriptions').where({ token }).delete();
    told(res, 200, 'Unsubscribed', NOT_SUBSCRIBED);
  });
  return router;
}

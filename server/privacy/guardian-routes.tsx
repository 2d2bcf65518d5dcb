// /guardian/confirm: the page a parent or guardian reaches from their e-mail (server/privacy/guardian.ts). Like the
// newsletter's pages it is server-rendered and its button posts back: a GET changes nothing, since mail scanners
// open links too. The token travels in the address of the GET and in the body of the POST.
import express, { type Request, type Router } from 'express';
import type { Knex } from 'knex';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from '../../common/enums';
import { GUARDIAN_RELATION_LABELS, type GuardianRelation } from '../../common/privacy';
import { INSTITUTE } from '../../common/site';
import { page, told } from '../mail/newsletter';
import { paragraph } from '../mail/templates/layout';
import { confirmHeld, findHeld } from './guardian';

const TOKEN = /^[A-Za-z0-9_-]{40,60}$/;
const tokenOf = (req: Request): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.token ?? req.query.token;
  return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
};

const NOT_VALID =
  'This link is not valid any more: it was already used, or the 7 days to confirm have passed (the application ' +
  'was then deleted). The applicant can apply again on the website.';

const label = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : '';

export function createGuardianRoutes(knex: Knex, enquiryInbox: string[]): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));

  router.get('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const application = token ? await findHeld(knex, token) : undefined;
    if (!token || !application) return told(res, 404, 'Link no longer valid', NOT_VALID);
    const { submission } = application;
    const relation = label(GUARDIAN_RELATION_LABELS, application.relation as GuardianRelation).toLowerCase();
    page(
      res,
      200,
      'Confirm the application',
      <form method="post" action="/guardian/confirm">
        <h1 style={{ ...paragraph, fontSize: '22px' }}>Confirm the application</h1>
        <p style={paragraph}>Dear {application.guardianName},</p>
        <p style={paragraph}>
          <strong>{application.applicantName}</strong> (born {String(submission.date_of_birth)}) has applied to{' '}
          {INSTITUTE.name} for <strong>{label(COURSE_CODE_LABELS, submission.preferred_course)}</strong> at the{' '}
          {label(CAMPUS_LABELS, submission.preferred_campus)} campus, and named you as their {relation}.
        </p>
        <p style={paragraph}>
          As they are under 18, the law asks for your consent before we process their application. By confirming, you
          agree that the institute may use the details in it to process the application and contact them and you about
          it, as its <a href="/privacy">privacy notice</a> describes. No news or offers are sent to an applicant under
          18. You can withdraw this consent, or ask for the data to be erased, at any time.
        </p>
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          style={{
            ...paragraph,
            background: '#0b3d91',
            color: '#fff',
            border: 0,
            borderRadius: 6,
            padding: '14px 24px',
          }}
        >
          I confirm, as their parent or guardian
        </button>
        <p style={paragraph}>
          If you do not know about this application, close this page: without your confirmation it is deleted.
        </p>
      </form>,
    );
  });

  router.post('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const confirmed = token ? await confirmHeld(knex, token, enquiryInbox) : undefined;
    if (!confirmed) return told(res, 404, 'Link no longer valid', NOT_VALID);
    told(
      res,
      200,
      'Application confirmed',
      `Thank you: ${confirmed.applicantName}'s application is confirmed. Our admission team will review it and ` +
        'contact them soon.',
    );
  });
  return router;
}

// /guardian/confirm: the page a parent or guardian reaches from their e-mail (server/submissions/guardian.ts). Like the
// newsletter's pages it is server-rendered and its button posts back: a GET changes nothing, since mail scanners
// open links too. The token travels in the address of the GET and in the body of the POST.
import express, { type Request, type Router } from 'express';
import type { Knex } from 'knex';
import type { ReactNode } from 'react';
import { CAMPUS_LABELS, COURSE_CODE_LABELS } from '../../common/enums';
import { localizedPath } from '../../common/languages';
import { GUARDIAN_RELATION_LABELS, type GuardianRelation } from '../../common/privacy';
import { INSTITUTE } from '../../common/site';
import { type MailLanguage, mailLanguage, paragraph } from '../mail/templates/layout';
import { confirmHeld, findHeld } from './guardian';
import { page, told } from './newsletter';

const TOKEN = /^[A-Za-z0-9_-]{40,60}$/;
const tokenOf = (req: Request): string | undefined => {
  const value = (req.body as Record<string, unknown> | undefined)?.token ?? req.query.token;
  return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
};

/** The page's texts in each language of the site: the one of the page the applicant used (their consent's). */
type GuardianPageTexts = {
  title: string;
  dear: (name: string) => string;
  applied: (facts: { applicant: string; born: string; course: string; campus: string; relation: string }) => ReactNode;
  consent: (privacy: ReactNode) => ReactNode;
  privacy: string;
  button: string;
  close: string;
  notValidTitle: string;
  notValid: string;
  confirmedTitle: string;
  confirmed: (name: string) => string;
  relations: Record<GuardianRelation, string>;
  campuses: Record<string, string>;
};

const TEXTS: Record<MailLanguage, GuardianPageTexts> = {
  en: {
    title: 'Confirm the application',
    dear: (name) => `Dear ${name},`,
    applied: ({ applicant, born, course, campus, relation }) => (
      <>
        <strong>{applicant}</strong> (born {born}) has applied to {INSTITUTE.name} for <strong>{course}</strong> at the{' '}
        {campus} campus, and named you as their {relation}.
      </>
    ),
    consent: (privacy) => (
      <>
        As they are under 18, the law asks for your consent before we process their application. By confirming, you
        agree that the institute may use the details in it to process the application and contact them and you about it,
        as its {privacy} describes. No news or offers are sent to an applicant under 18. You can withdraw this consent,
        or ask for the data to be erased, at any time.
      </>
    ),
    privacy: 'privacy notice',
    button: 'I confirm, as their parent or guardian',
    close: 'If you do not know about this application, close this page: without your confirmation it is deleted.',
    notValidTitle: 'Link no longer valid',
    notValid:
      'This link is not valid any more: it was already used, or the 7 days to confirm have passed (the application ' +
      'was then deleted). The applicant can apply again on the website.',
    confirmedTitle: 'Application confirmed',
    confirmed: (name) =>
      `Thank you: ${name}'s application is confirmed. Our admission team will review it and contact them soon.`,
    relations: Object.fromEntries(
      Object.entries(GUARDIAN_RELATION_LABELS).map(([key, label]) => [key, label.toLowerCase()]),
    ) as Record<GuardianRelation, string>,
    campuses: CAMPUS_LABELS,
  },
  bn: {
    title: 'আবেদনটি নিশ্চিত করুন',
    dear: (name) => `প্রিয় ${name},`,
    applied: ({ applicant, born, course, campus, relation }) => (
      <>
        <strong>{applicant}</strong> (জন্ম {born}) {INSTITUTE.name}-এর {campus} ক্যাম্পাসে <strong>{course}</strong> কোর্সে
        ভর্তির আবেদন করেছেন এবং তাঁর {relation} হিসেবে আপনার নাম দিয়েছেন।
      </>
    ),
    consent: (privacy) => (
      <>
        তাঁর বয়স ১৮-র কম, তাই আবেদনটি নিয়ে কাজ শুরু করার আগে আইন অনুযায়ী আপনার সম্মতি প্রয়োজন। নিশ্চিত করলে আপনি সম্মতি দিচ্ছেন যে
        ইনস্টিটিউট আবেদনের তথ্য দিয়ে আবেদনটি বিবেচনা করবে এবং এ বিষয়ে তাঁর ও আপনার সঙ্গে যোগাযোগ করবে, যেমনটি {privacy}-তে বলা
        আছে। ১৮ বছরের কম বয়সী আবেদনকারীকে কোনো খবর বা অফার পাঠানো হয় না। আপনি যেকোনো সময় এই সম্মতি প্রত্যাহার করতে বা তথ্য মুছে ফেলার
        অনুরোধ করতে পারেন।
      </>
    ),
    privacy: 'আমাদের গোপনীয়তা বিজ্ঞপ্তি',
    button: 'বাবা-মা / অভিভাবক হিসেবে নিশ্চিত করছি',
    close: 'এই আবেদনের কথা আপনার জানা না থাকলে পাতাটি বন্ধ করে দিন: আপনার সম্মতি ছাড়া আবেদনটি মুছে ফেলা হবে।',
    notValidTitle: 'লিংকটি আর কাজ করবে না',
    notValid:
      'এই লিংকটি আর বৈধ নয়: হয় এটি আগেই ব্যবহার করা হয়েছে, নয়তো নিশ্চিত করার ৭ দিন পেরিয়ে গেছে (তখন আবেদনটি ' +
      'মুছে ফেলা হয়েছে)। আবেদনকারী ওয়েবসাইটে আবার আবেদন করতে পারেন।',
    confirmedTitle: 'আবেদন নিশ্চিত হয়েছে',
    confirmed: (name) =>
      `ধন্যবাদ: ${name}-এর আবেদন নিশ্চিত হয়েছে। আমাদের ভর্তি বিভাগ আবেদনটি দেখে শিগগিরই তাঁর সঙ্গে যোগাযোগ করবে।`,
    relations: { mother: 'মা', father: 'বাবা', legal_guardian: 'আইনি অভিভাবক', other_relative: 'আত্মীয়' },
    campuses: { siliguri: 'শিলিগুড়ি', kolkata: 'কলকাতা', jalpaiguri: 'জলপাইগুড়ি', 'cooch-behar': 'কোচবিহার' },
  },
  hi: {
    title: 'आवेदन की पुष्टि करें',
    dear: (name) => `प्रिय ${name},`,
    applied: ({ applicant, born, course, campus, relation }) => (
      <>
        <strong>{applicant}</strong> (जन्म {born}) ने {INSTITUTE.name} के {campus} कैंपस में <strong>{course}</strong> के लिए
        आवेदन किया है और अपने {relation} के रूप में आपका नाम दिया है।
      </>
    ),
    consent: (privacy) => (
      <>
        उनकी उम्र 18 साल से कम है, इसलिए क़ानून के अनुसार उनके आवेदन पर काम शुरू करने से पहले आपकी सहमति ज़रूरी है। पुष्टि करके आप सहमति देते
        हैं कि संस्थान आवेदन की जानकारी से आवेदन पर कार्रवाई करे और इस बारे में उनसे और आपसे संपर्क करे, जैसा {privacy} में बताया गया है। 18
        साल से कम उम्र के आवेदक को कोई समाचार या ऑफ़र नहीं भेजे जाते। आप यह सहमति कभी भी वापस ले सकते हैं, या डेटा मिटाने का अनुरोध कर
        सकते हैं।
      </>
    ),
    privacy: 'हमारी गोपनीयता सूचना',
    button: 'माता-पिता / अभिभावक के रूप में पुष्टि करता/करती हूँ',
    close: 'अगर आपको इस आवेदन की जानकारी नहीं है, तो यह पेज बंद कर दें: आपकी पुष्टि के बिना आवेदन हटा दिया जाएगा।',
    notValidTitle: 'लिंक अब मान्य नहीं है',
    notValid:
      'यह लिंक अब मान्य नहीं है: या तो इसका उपयोग हो चुका है, या पुष्टि के 7 दिन बीत चुके हैं (तब आवेदन हटा दिया ' +
      'गया)। आवेदक वेबसाइट पर फिर से आवेदन कर सकते हैं।',
    confirmedTitle: 'आवेदन की पुष्टि हो गई',
    confirmed: (name) => `धन्यवाद: ${name} के आवेदन की पुष्टि हो गई है। हमारी प्रवेश टीम आवेदन देखकर जल्द ही उनसे संपर्क करेगी।`,
    relations: { mother: 'माँ', father: 'पिता', legal_guardian: 'क़ानूनी अभिभावक', other_relative: 'रिश्तेदार' },
    campuses: { siliguri: 'सिलीगुड़ी', kolkata: 'कोलकाता', jalpaiguri: 'जलपाईगुड़ी', 'cooch-behar': 'कूचबिहार' },
  },
};

/**
 * The page's language: that of the held application's form (its consent's); for a link no longer valid, the `lang`
 * its e-mail's address (or the page's form) carries.
 */
const languageOf = (req: Request, submission?: Record<string, unknown>): MailLanguage =>
  mailLanguage(
    submission?.consent_language ?? (req.body as Record<string, unknown> | undefined)?.lang ?? req.query.lang,
  );

const label = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : '';

export function createGuardianRoutes(knex: Knex, enquiryInbox: string[]): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));

  router.get('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const application = token ? await findHeld(knex, token) : undefined;
    const lang = languageOf(req, application?.submission);
    const texts = TEXTS[lang];
    if (!token || !application) return told(res, 404, texts.notValidTitle, texts.notValid, lang);
    const { submission } = application;
    page(
      res,
      200,
      texts.title,
      <form method="post" action="/guardian/confirm">
        <h1 style={{ ...paragraph, fontSize: '22px' }}>{texts.title}</h1>
        <p style={paragraph}>{texts.dear(application.guardianName)}</p>
        <p style={paragraph}>
          {texts.applied({
            applicant: application.applicantName,
            born: String(submission.date_of_birth),
            // Course titles stay as the institute writes them, in every language (docs/translations.md).
            course: label(COURSE_CODE_LABELS, submission.preferred_course),
            campus: label(texts.campuses, submission.preferred_campus),
            relation: label(texts.relations, application.relation),
          })}
        </p>
        <p style={paragraph}>{texts.consent(<a href={localizedPath(lang, '/privacy')}>{texts.privacy}</a>)}</p>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
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
          {texts.button}
        </button>
        <p style={paragraph}>{texts.close}</p>
      </form>,
      lang,
    );
  });

  router.post('/confirm', async (req, res) => {
    const token = tokenOf(req);
    const confirmed = token ? await confirmHeld(knex, token, enquiryInbox) : undefined;
    const lang = languageOf(req, confirmed?.submission);
    const texts = TEXTS[lang];
    if (!confirmed) return told(res, 404, texts.notValidTitle, texts.notValid, lang);
    told(res, 200, texts.confirmedTitle, texts.confirmed(confirmed.applicantName), lang);
  });
  return router;
}

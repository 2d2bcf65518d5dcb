// Issue 34, item 4: the contact form on /bn/contact and /hi/contact, on a phone: its labels, its validation errors and
// its answer in the page's language; the consent record keeps the language and the acknowledgement waiting in the
// outbox is written in it (server/mail/templates, ACKNOWLEDGEMENT_TEXTS).
import { expect, type Page, test } from '@playwright/test';
import { collectErrors, uniqueEmail, waitForHydration } from './public-support';
import { closeE2eDb, e2eDb, forgetFormLimits } from './support';

test.afterAll(closeE2eDb);
test.beforeEach(forgetFormLimits);

const CASES = [
  {
    language: 'bn',
    name: 'সুমিতা দাস',
    labels: { name: 'আপনার নাম', email: 'ই-মেল ঠিকানা', phone: 'ফোন নম্বর', message: 'বার্তা' },
    consent: /আমি গোপনীয়তা বিজ্ঞপ্তি পড়েছি/,
    notice: 'গোপনীয়তা বিজ্ঞপ্তি: আমরা কী তথ্য নিই, কেন, কত দিন রাখি এবং আপনার অধিকার',
    send: 'বার্তা পাঠান',
    message: 'ভর্তির শেষ তারিখ কবে?',
    badPhone: '১২৩',
    phone: '৯৮৩২০ ১২৩৪৫',
    errors: {
      name: 'এই ঘরটি পূরণ করুন',
      phone: 'সঠিক ফোন নম্বর লিখুন (৭ থেকে ১৫ অঙ্কের)',
      consent: 'পাঠানোর আগে গোপনীয়তা বিজ্ঞপ্তিতে সম্মতি জানাতে বাক্সে টিক দিন',
    },
    success: 'আপনার বার্তা পাঠানো হয়েছে!',
  },
  {
    language: 'hi',
    name: 'राहुल शर्मा',
    labels: { name: 'आपका नाम', email: 'ईमेल पता', phone: 'फ़ोन नंबर', message: 'संदेश' },
    consent: /मैंने गोपनीयता सूचना पढ़ ली है/,
    notice: 'गोपनीयता सूचना: हम कौन-सी जानकारी लेते हैं, क्यों, कितने समय तक रखते हैं और आपके अधिकार',
    send: 'संदेश भेजें',
    message: 'प्रवेश की आख़िरी तारीख़ क्या है?',
    badPhone: '१२३',
    phone: '९८३२० १२३४५',
    errors: {
      name: 'यह खाना भरें',
      phone: 'सही फ़ोन नंबर लिखें (7 से 15 अंक)',
      consent: 'भेजने से पहले गोपनीयता सूचना पर सहमति देने के लिए बॉक्स पर टिक करें',
    },
    success: 'आपका संदेश भेज दिया गया है!',
  },
] as const;

const contactForm = (page: Page) => page.locator('form', { has: page.locator('#contact-name') });

for (const c of CASES) {
  test(`the contact form on /${c.language}/contact speaks ${c.language}, stores its consent and mail in it @phone`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail(`contact-${c.language}`);
    await page.goto(`/${c.language}/contact`);
    await waitForHydration(page);
    const form = contactForm(page);
    await expect(form.getByText(c.notice)).toBeVisible();
    await form.getByLabel(c.labels.email).fill(email);
    await form.getByLabel(c.labels.phone).fill(c.badPhone);
    await form.getByRole('textbox', { name: c.labels.message, exact: true }).fill(c.message);

    // Sent unfinished: each field says what is wrong in the page's language, and nothing is stored.
    await form.getByRole('button', { name: c.send }).click();
    await expect(form.locator('#contact-name-error')).toHaveText(c.errors.name);
    await expect(form.locator('#contact-phone-error')).toHaveText(c.errors.phone);
    await expect(form.locator('#contact-consent-error')).toHaveText(c.errors.consent);
    await expect(form.getByLabel(c.labels.name)).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`${c.language}-contact-errors.png`) });
    expect(await e2eDb()('contact_forms').where({ email }).first()).toBeUndefined();

    await form.getByLabel(c.labels.name).fill(c.name);
    await form.getByLabel(c.labels.phone).fill(c.phone);
    await form.getByRole('checkbox', { name: c.consent }).check();
    await form.getByRole('button', { name: c.send }).click();
    await expect(page.getByText(c.success)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${c.language}-contact-sent.png`) });

    const row = await e2eDb()('contact_forms').where({ email }).first();
    expect(row).toMatchObject({
      name: c.name,
      phone: '98320 12345',
      message: c.message,
      consent_language: c.language,
    });
    const mail = await e2eDb()('mail_outbox').whereRaw('? = ANY(recipients)', [email]).first();
    expect(mail).toMatchObject({
      template: 'acknowledgement',
      params: { form: 'contact_forms', name: c.name, language: c.language },
    });
    expect(errors).toEqual([]);
  });
}

test('the application form on /hi/courses: Hindi labels and errors, the application stored with its language @phone', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('application-hi');
  await page.goto('/hi/courses');
  await waitForHydration(page);
  const form = page.locator('form', { has: page.locator('#application-full_name') });
  await form.getByLabel('पूरा नाम').fill('अनीता सिंह');
  await form.getByLabel('जन्म तिथि').fill('2004-04-15');
  await form.getByLabel('ईमेल पता').fill(email);
  await form.getByLabel('फ़ोन नंबर').fill('९०५१० ११२२३');
  await form.getByLabel('10वीं के अंक (%)').fill('');
  await form.getByRole('button', { name: 'आवेदन जमा करें' }).click();
  await expect(form.locator('#application-tenth_percentage-error')).toHaveText('यह खाना भरें');
  await expect(form.locator('#application-stream-error')).toHaveText('यह खाना भरें');
  await expect(form.locator('#application-consent-error')).toHaveText(
    'भेजने से पहले गोपनीयता सूचना पर सहमति देने के लिए बॉक्स पर टिक करें',
  );

  await form.getByLabel('10वीं के अंक (%)').fill('78.5');
  await form.getByLabel('12वीं के अंक (%)').fill('81.25');
  await form.getByLabel('स्ट्रीम').selectOption({ label: 'वाणिज्य (कॉमर्स)' });
  await form.getByLabel('बोर्ड').fill('CBSE');
  await form.getByLabel('कोर्स का प्रकार').selectOption('degree');
  await form.getByLabel('पसंदीदा कोर्स').selectOption('bba');
  await form.getByLabel('पसंदीदा कैंपस').selectOption({ label: 'सिलीगुड़ी' });
  await form.getByRole('checkbox', { name: /मैंने गोपनीयता सूचना पढ़ ली है/ }).check();
  await form.getByRole('button', { name: 'आवेदन जमा करें' }).click();
  await expect(page.getByText('आपका आवेदन जमा हो गया है!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hi-application-sent.png') });

  const row = await e2eDb()('admission_applications').where({ email }).first();
  expect(row).toMatchObject({
    full_name: 'अनीता सिंह',
    phone: '90510 11223',
    stream: 'commerce',
    preferred_campus: 'siliguri',
    consent_language: 'hi',
  });
  const mail = await e2eDb()('mail_outbox').whereRaw('? = ANY(recipients)', [email]).first();
  expect(mail.params).toMatchObject({ form: 'admission_applications', language: 'hi' });
  expect(errors).toEqual([]);
});

/** Each form's texts a visitor reads in Bengali and in Hindi (public-site/locales, `forms.…`). */
const TEXTS = {
  bn: {
    fullName: 'পুরো নাম',
    yourName: 'আপনার নাম',
    email: 'ই-মেল ঠিকানা',
    phone: 'ফোন নম্বর',
    required: 'এই ঘরটি পূরণ করুন',
    consent: /আমি গোপনীয়তা বিজ্ঞপ্তি পড়েছি/,
    registration: { course: 'কোর্স', submit: 'রেজিস্ট্রেশন জমা দিন', success: 'আপনার রেজিস্ট্রেশন জমা হয়েছে!' },
    prospectus: {
      title: 'প্রসপেক্টাস ডাউনলোড করুন',
      course: 'যে কোর্সে আগ্রহী',
      success: 'আপনার অনুরোধ জমা হয়েছে! কিছুক্ষণের মধ্যেই ডাউনলোড শুরু হবে…',
    },
    openDay: {
      title: 'ওপেন ডে: বাংলায় কেরিয়ার কাউন্সেলিং',
      submit: 'এই ওপেন ডে-র জন্য রেজিস্টার করুন',
      success: 'আপনার রেজিস্ট্রেশন হয়ে গেছে!',
    },
    newsletter: {
      submit: 'এখনই সাবস্ক্রাইব করুন',
      success: 'সাবস্ক্রাইব করার জন্য ধন্যবাদ!',
      confirm: 'আমার সাবস্ক্রিপশন নিশ্চিত করুন',
      confirmed: 'সাবস্ক্রিপশন নিশ্চিত হয়েছে',
    },
    name: 'তানিয়া ঘোষ',
    phoneTyped: '৯৮৩০০ ৪৫৬৭৮',
  },
  hi: {
    fullName: 'पूरा नाम',
    yourName: 'आपका नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    required: 'यह खाना भरें',
    consent: /मैंने गोपनीयता सूचना पढ़ ली है/,
    registration: { course: 'कोर्स', submit: 'रजिस्ट्रेशन जमा करें', success: 'आपका रजिस्ट्रेशन जमा हो गया है!' },
    prospectus: {
      title: 'प्रॉस्पेक्टस डाउनलोड करें',
      course: 'पसंदीदा कोर्स',
      success: 'आपका अनुरोध जमा हो गया है! डाउनलोड कुछ ही पलों में शुरू होगा…',
    },
    openDay: {
      title: 'ओपन डे: हिन्दी में करियर काउंसलिंग',
      submit: 'इस ओपन डे के लिए रजिस्टर करें',
      success: 'आपका रजिस्ट्रेशन हो गया है!',
    },
    newsletter: {
      submit: 'अभी सदस्यता लें',
      success: 'सदस्यता लेने के लिए धन्यवाद!',
      confirm: 'मेरी सदस्यता की पुष्टि करें',
      confirmed: 'सदस्यता की पुष्टि हो गई',
    },
    name: 'पूजा वर्मा',
    phoneTyped: '९८३०० ४५६७८',
  },
} as const;

/** The row a form wrote for `email`, and the e-mail waiting for the visitor: both in the page's language. */
async function expectStoredIn(table: string, email: string, language: string, template: string, form?: string) {
  const row = await e2eDb()(table).where({ email }).first();
  expect(row).toMatchObject({ consent_language: language });
  const mail = await e2eDb()('mail_outbox').whereRaw('? = ANY(recipients)', [email]).where({ template }).first();
  expect(mail?.params).toMatchObject({ language, ...(form ? { form } : {}) });
  return row;
}

for (const language of ['bn', 'hi'] as const) {
  const c = TEXTS[language];

  test(`the registration form on /${language}/register: errors, answer, consent and e-mail in ${language} @phone`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail(`registration-${language}`);
    await page.goto(`/${language}/register`);
    await waitForHydration(page);
    const form = page.locator('form', { has: page.locator('#registration-full_name') });
    await form.getByRole('button', { name: c.registration.submit }).click();
    await expect(form.locator('#registration-full_name-error')).toHaveText(c.required);
    await expect(form.getByLabel(c.fullName)).toBeFocused();
    await form.getByLabel(c.fullName).fill(c.name);
    await form.getByLabel(c.email).fill(email);
    await form.getByLabel(c.phone).fill(c.phoneTyped);
    await form
      .getByRole('combobox', { name: c.registration.course, exact: true })
      .selectOption('Skilled Professional In Airport Management (SPAM)');
    await form.locator('#registration-consent').check();
    await expect(form.getByRole('checkbox', { name: c.consent }).first()).toBeChecked();
    await form.getByRole('button', { name: c.registration.submit }).click();
    await expect(form.getByText(c.registration.success)).toBeVisible();
    const row = await expectStoredIn('registration_forms', email, language, 'acknowledgement', 'registration_forms');
    expect(row).toMatchObject({ full_name: c.name, phone: '98300 45678' });
    expect(errors).toEqual([]);
  });

  test(`the prospectus on /${language}/about: the dialog, its answer, consent and e-mail in ${language} @phone`, async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail(`prospectus-${language}`);
    await page.goto(`/${language}/about`);
    await waitForHydration(page);
    await page.locator('.prospectus-cta__inner > button').click();
    const dialog = page.getByRole('dialog', { name: c.prospectus.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(c.fullName).fill(c.name);
    await dialog.getByLabel(c.email).fill(email);
    await dialog.getByLabel(c.phone).fill(c.phoneTyped);
    await dialog.getByLabel(c.prospectus.course).selectOption('sphm');
    await dialog.getByRole('checkbox', { name: c.consent }).first().check();
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: c.prospectus.title }).click();
    await expect(dialog.getByText(c.prospectus.success)).toBeVisible();
    expect(new URL((await popup).url()).pathname).toBe('/files/prospectus.pdf');
    const row = await expectStoredIn('prospectus_requests', email, language, 'acknowledgement', 'prospectus_requests');
    expect(row).toMatchObject({ full_name: c.name, course_interest: 'sphm' });
    expect(errors).toEqual([]);
  });

  test(`the ${language} open day on /${language}/events: registration, answer, consent and e-mail in ${language} @phone`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail(`open-day-${language}`);
    await page.goto(`/${language}/events`);
    await waitForHydration(page);
    const card = page.getByTestId('open-day').filter({ has: page.getByRole('heading', { name: c.openDay.title }) });
    const form = card.getByRole('form', { name: c.openDay.title });
    await form.getByRole('button', { name: c.openDay.submit }).click();
    await expect(form.getByText(c.required).first()).toBeVisible();
    await form.getByRole('textbox', { name: c.yourName }).fill(c.name);
    await form.getByRole('textbox', { name: c.phone }).fill(c.phoneTyped);
    await form.getByRole('textbox', { name: c.email }).fill(email);
    await form.getByRole('checkbox', { name: c.consent }).first().check();
    await form.getByRole('button', { name: c.openDay.submit }).click();
    await expect(card.getByText(c.openDay.success)).toBeVisible();
    const row = await e2eDb()('event_registrations').where({ email }).first();
    expect(row).toMatchObject({ name: c.name, consent_language: language });
    const mail = await e2eDb()('mail_outbox').whereRaw('? = ANY(recipients)', [email]).first();
    expect(mail).toMatchObject({ template: 'acknowledgement', params: { form: 'event_registrations', language } });
    expect(errors).toEqual([]);
  });

  test(`the newsletter box on /${language}/blogs: subscribed in ${language}, the e-mail and its page in it @phone`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const email = uniqueEmail(`newsletter-${language}`);
    await page.goto(`/${language}/blogs`);
    await waitForHydration(page);
    const box = page.locator('form', { has: page.getByRole('button', { name: c.newsletter.submit }) });
    await box.scrollIntoViewIfNeeded();
    await box.getByLabel(c.email).fill(email);
    await box.getByRole('checkbox', { name: c.consent }).check();
    await box.getByRole('button', { name: c.newsletter.submit }).click();
    await expect(page.getByText(c.newsletter.success)).toBeVisible();
    const row = await expectStoredIn('newsletter_subscriptions', email, language, 'newsletter_confirmation');

    // The e-mail's link opens the newsletter's own page in the same language; its button confirms.
    await page.goto(`/newsletter/confirm?token=${row.token}&lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('button', { name: c.newsletter.confirm }).click();
    await expect(page.getByRole('heading', { name: c.newsletter.confirmed })).toBeVisible();
    expect((await e2eDb()('newsletter_subscriptions').where({ email }).first()).confirmed_at).not.toBeNull();
    expect(errors).toEqual([]);
  });
}

test("an applicant under 18 on /bn/courses: the guardian's e-mail, the page it opens and the answer in Bengali @phone", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('minor-bn');
  const guardianEmail = uniqueEmail('guardian-bn');
  await page.goto('/bn/courses');
  await waitForHydration(page);
  const form = page.locator('form', { has: page.locator('#application-full_name') });
  await form.getByLabel('পুরো নাম').fill('অর্পিতা সাহা');
  await form.getByLabel('জন্মতারিখ').fill(`${new Date().getUTCFullYear() - 16}-03-10`);
  await form.locator('#application-email').fill(email);
  await form.locator('#application-phone').fill('৯০৫১০ ৩৩৪৪৫');
  await form.getByLabel('মাধ্যমিক / দশম শ্রেণির নম্বর (%)').fill('82');
  await form.getByLabel('উচ্চ মাধ্যমিক / দ্বাদশ শ্রেণির নম্বর (%)').fill('79');
  await form.getByLabel('স্ট্রিম').selectOption({ label: 'বাণিজ্য (কমার্স)' });
  await form.getByLabel('বোর্ড').fill('WBCHSE');
  await form.getByLabel('কোর্সের ধরন').selectOption('degree');
  await form.getByLabel('পছন্দের কোর্স').selectOption('bba');
  await form.getByLabel('পছন্দের ক্যাম্পাস').selectOption({ label: 'কলকাতা' });
  await form.getByLabel('বাবা-মা বা অভিভাবকের নাম').fill('সুদীপা সাহা');
  await form.getByLabel('আপনার সঙ্গে সম্পর্ক').selectOption({ label: 'মা' });
  await form.getByLabel('বাবা-মা বা অভিভাবকের ই-মেল').fill(guardianEmail);
  await form.getByLabel('বাবা-মা বা অভিভাবকের ফোন নম্বর').fill('৯০৫১০ ৩৩৪৪৬');
  await form.getByRole('checkbox', { name: /আমি গোপনীয়তা বিজ্ঞপ্তি পড়েছি/ }).check();
  await form.getByRole('button', { name: 'আবেদন জমা দিন' }).click();
  await expect(page.getByText(/আবেদন পেয়েছি: এখন আপনার বাবা-মা বা অভিভাবকের নিশ্চিতকরণের অপেক্ষা/)).toBeVisible();

  // The e-mail to the guardian is in Bengali; its link opens the confirmation page in Bengali.
  const mail = await e2eDb()('mail_outbox')
    .where({ template: 'guardian_consent' })
    .whereRaw('? = ANY(recipients)', [guardianEmail])
    .first();
  expect(mail.params).toMatchObject({ language: 'bn', applicant_name: 'অর্পিতা সাহা', guardian_name: 'সুদীপা সাহা' });
  await page.goto(`/guardian/confirm?token=${mail.params.token}&lang=bn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'আবেদনটি নিশ্চিত করুন' })).toBeVisible();
  await expect(page.getByText('কলকাতা ক্যাম্পাসে')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bn-guardian-page.png'), fullPage: true });
  await page.getByRole('button', { name: 'বাবা-মা / অভিভাবক হিসেবে নিশ্চিত করছি' }).click();
  await expect(page.getByText('অর্পিতা সাহা-এর আবেদন নিশ্চিত হয়েছে')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bn-guardian-confirmed.png') });
  expect(await e2eDb()('admission_applications').where({ email }).first()).toMatchObject({
    consent_language: 'bn',
    guardian_name: 'সুদীপা সাহা',
  });
  expect(errors).toEqual([]);
});

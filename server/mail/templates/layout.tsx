// The frame every e-mail shares: one column up to 600 px that narrows with the phone, inline styles (mail clients
// drop <style> blocks), the institute's name on top and the campus phones below. React escapes every value.
import type { ReactNode } from 'react';
import { CAMPUS_DIRECTORY, INSTITUTE, OFFICE_HOURS_TEXT } from '../../../common/site';
import { WORDS_IN } from '../../../common/site-settings';

/** The languages of the public site a visitor's e-mail can be written in (that of the page they used). */
export type MailLanguage = 'en' | 'bn' | 'hi';
export const mailLanguage = (language: unknown): MailLanguage =>
  language === 'bn' || language === 'hi' ? language : 'en';

/**
 * The footer in each language: the campuses as the contact page names them, the office hours of OFFICE_HOURS
 * (common/site.ts; tests/mail-languages.test.ts fails when those change, so these are changed with them) in
 * English and of WORDS_IN (common/site-settings.ts, the site settings' Bengali and Hindi defaults) in the others,
 * and the newsletter's way out. The institute's name stays as it is written.
 */
export const FOOTER_TEXTS: Record<
  MailLanguage,
  { siliguri: string; kolkata: string; hours: string; unsubscribe: string }
> = {
  en: {
    siliguri: CAMPUS_DIRECTORY.siliguri.name,
    kolkata: CAMPUS_DIRECTORY.kolkata.name,
    hours: OFFICE_HOURS_TEXT,
    unsubscribe: 'Unsubscribe from the newsletter',
  },
  bn: {
    siliguri: 'শিলিগুড়ি ক্যাম্পাস (প্রধান কার্যালয়)',
    kolkata: 'কলকাতা ক্যাম্পাস',
    hours: `${WORDS_IN.bn.office_days}: ${WORDS_IN.bn.office_hours}`,
    unsubscribe: 'নিউজলেটার আর না পেতে চাইলে এখানে সাবস্ক্রিপশন বাতিল করুন',
  },
  hi: {
    siliguri: 'सिलीगुड़ी कैंपस (मुख्य कार्यालय)',
    kolkata: 'कोलकाता कैंपस',
    hours: `${WORDS_IN.hi.office_days}: ${WORDS_IN.hi.office_hours}`,
    unsubscribe: 'न्यूज़लेटर नहीं चाहिए तो यहाँ सदस्यता छोड़ें',
  },
};

const BRAND = '#0b3d91';
const FONT = 'Arial, Helvetica, sans-serif';

export const paragraph = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: '#1f2933' } as const;

/** A link styled as a button, wide enough for a thumb. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: BRAND,
          color: '#ffffff',
          fontFamily: FONT,
          fontSize: '16px',
          fontWeight: 'bold',
          textDecoration: 'none',
          padding: '14px 24px',
          borderRadius: '6px',
        }}
      >
        {children}
      </a>
    </p>
  );
}

export function MailLayout({
  title,
  children,
  unsubscribeUrl,
  lang = 'en',
}: {
  title: string;
  /** The language of the e-mail's own text and footer (a visitor's e-mails are in the language of the page they used). */
  lang?: MailLanguage;
  children: ReactNode;
  /** Newsletter-related mails carry the way out in their footer (and in their headers). */
  unsubscribeUrl?: string;
}) {
  const footer = FOOTER_TEXTS[lang];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#eef2f7', fontFamily: FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: '#eef2f7' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '16px 8px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: '600px', background: '#ffffff', borderRadius: '8px' }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: BRAND,
                          color: '#ffffff',
                          padding: '16px 20px',
                          fontSize: '18px',
                          fontWeight: 'bold',
                          borderRadius: '8px 8px 0 0',
                        }}
                      >
                        {INSTITUTE.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px 20px 8px', fontFamily: FONT }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 20px 20px',
                          borderTop: '1px solid #d9e2ec',
                          fontSize: '13px',
                          lineHeight: '20px',
                          color: '#52606d',
                        }}
                      >
                        {footer.siliguri}: {CAMPUS_DIRECTORY.siliguri.phone}
                        <br />
                        {footer.kolkata}: {CAMPUS_DIRECTORY.kolkata.phone}
                        <br />
                        {footer.hours}
                        {unsubscribeUrl ? (
                          <>
                            <br />
                            <a href={unsubscribeUrl} style={{ color: '#52606d' }}>
                              {footer.unsubscribe}
                            </a>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The plain-text twin of the footer. */
export function textFooter(unsubscribeUrl?: string, language: MailLanguage = 'en'): string {
  const footer = FOOTER_TEXTS[language];
  return [
    '--',
    INSTITUTE.name,
    `${footer.siliguri}: ${CAMPUS_DIRECTORY.siliguri.phone}`,
    `${footer.kolkata}: ${CAMPUS_DIRECTORY.kolkata.phone}`,
    footer.hours,
    ...(unsubscribeUrl ? [`${footer.unsubscribe}: ${unsubscribeUrl}`] : []),
  ].join('\n');
}

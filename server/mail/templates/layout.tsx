// The frame every e-mail shares: one column up to 600 px that narrows with the phone, inline styles (mail clients
// drop <style> blocks), the institute's name on top and the campus phones below. React escapes every value.
import type { ReactNode } from 'react';
import { CAMPUS_DIRECTORY, INSTITUTE, OFFICE_HOURS_TEXT } from '../../../common/site';

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
}: {
  title: string;
  children: ReactNode;
  /** Newsletter-related mails carry the way out in their footer (and in their headers). */
  unsubscribeUrl?: string;
}) {
  return (
    <html lang="en">
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
                        {CAMPUS_DIRECTORY.siliguri.name}: {CAMPUS_DIRECTORY.siliguri.phone}
                        <br />
                        {CAMPUS_DIRECTORY.kolkata.name}: {CAMPUS_DIRECTORY.kolkata.phone}
                        <br />
                        {OFFICE_HOURS_TEXT}
                        {unsubscribeUrl ? (
                          <>
                            <br />
                            <a href={unsubscribeUrl} style={{ color: '#52606d' }}>
                              Unsubscribe from the newsletter
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
export function textFooter(unsubscribeUrl?: string): string {
  return [
    '--',
    INSTITUTE.name,
    `${CAMPUS_DIRECTORY.siliguri.name}: ${CAMPUS_DIRECTORY.siliguri.phone}`,
    `${CAMPUS_DIRECTORY.kolkata.name}: ${CAMPUS_DIRECTORY.kolkata.phone}`,
    OFFICE_HOURS_TEXT,
    ...(unsubscribeUrl ? [`Unsubscribe from the newsletter: ${unsubscribeUrl}`] : []),
  ].join('\n');
}

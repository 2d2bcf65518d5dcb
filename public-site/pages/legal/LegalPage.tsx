// The frame of the terms and privacy pages: ten numbered sections, the revision date and the contact details.
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { campusOf, INSTITUTE, mailHref, telHref } from '../../../common/site';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { calendarDate } from '../../format';
import { useLanguage, useT } from '../../i18n/i18n';
import { useMainPhone, useSiteSettings } from '../../site-settings';
import styles from './legal.module.css';

/**
 * The terms' own version (YYYY-MM-DD): their "last updated" date, as the spec dates them. The privacy policy is
 * dated by its notice's version (common/privacy.ts NOTICE_VERSION), a departure from the spec's one date for both:
 * a page must not say it was last updated before the notice it shows.
 */
export const TERMS_VERSION = '2025-01-22';

export type LegalSection = { title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  description: string;
  url: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The page's own version (YYYY-MM-DD), shown as its "last updated" date. */
  version: string;
};

/** A version (YYYY-MM-DD) as the page's language writes a date (English as before: "January 22, 2025"). */
function useVersionDate(version: string): string {
  const language = useLanguage();
  return calendarDate(language, version, 'long');
}

export function LegalPage({ title, description, url, intro, sections, version }: LegalPageProps) {
  const t = useT();
  return (
    <>
      <PageMeta title={title} description={description} url={url} />
      <PageHero title={title} subtitle={t('legal.updated', { date: useVersionDate(version) })} />
      <div className="container">
        <div className={styles.page}>
          <div className={styles.intro}>{intro}</div>
          <ol className={styles.sections}>
            {sections.map((section, index) => (
              <li key={section.title} className={styles.section} data-testid="legal-section">
                <h2 id={`section-${index + 1}`}>
                  <span className={styles.number}>{index + 1}.</span> {section.title}
                </h2>
                <div className={styles.body}>{section.body}</div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}

/** The institute's contact details, shown in the last section of both pages. */
export function LegalContact() {
  const t = useT();
  const language = useLanguage();
  // The institute's name and postal addresses as they are written in English.
  const englishLang = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  const mainPhone = useMainPhone();
  const settings = useSiteSettings();
  const siliguri = campusOf(settings, 'siliguri');
  const kolkata = campusOf(settings, 'kolkata');
  return (
    <address className={styles.contact}>
      <p className={styles.contactName} lang={englishLang}>
        {INSTITUTE.name}
      </p>
      <p>
        {t('legal.contact.email')} <a href={mailHref(INSTITUTE.academicHeadEmail)}>{INSTITUTE.academicHeadEmail}</a>
        <br />
        {t('legal.contact.phone')} <a href={telHref(mainPhone)}>{mainPhone}</a>
      </p>
      <div className={styles.campuses}>
        {[
          { campus: siliguri, name: t('legal.contact.siliguri') },
          { campus: kolkata, name: t('legal.contact.kolkata') },
        ].map(({ campus, name }) => (
          <div key={campus.name}>
            <p className={styles.campusName}>{name}</p>
            <p>
              <span lang={englishLang}>{campus.address}</span>
              <br />
              {t('legal.contact.phone')} <a href={telHref(campus.phone)}>{campus.phone}</a>
              <br />
              {t('legal.contact.email')} <a href={mailHref(campus.email)}>{campus.email}</a>
            </p>
          </div>
        ))}
      </div>
    </address>
  );
}

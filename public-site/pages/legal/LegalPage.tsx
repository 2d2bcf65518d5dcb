// The frame of the terms and privacy pages: ten numbered sections, the revision date and the contact details.
import type { ReactNode } from 'react';
import { campusOf, INSTITUTE, mailHref, telHref } from '../../../common/site';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { longDate } from '../../format';
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

export function LegalPage({ title, description, url, intro, sections, version }: LegalPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} url={url} />
      <PageHero title={title} subtitle={`Last updated: ${longDate(version)}`} />
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
  const mainPhone = useMainPhone();
  const settings = useSiteSettings();
  const siliguri = campusOf(settings, 'siliguri');
  const kolkata = campusOf(settings, 'kolkata');
  return (
    <address className={styles.contact}>
      <p className={styles.contactName}>{INSTITUTE.name}</p>
      <p>
        Email: <a href={mailHref(INSTITUTE.academicHeadEmail)}>{INSTITUTE.academicHeadEmail}</a>
        <br />
        Phone: <a href={telHref(mainPhone)}>{mainPhone}</a>
      </p>
      <div className={styles.campuses}>
        {[siliguri, kolkata].map((campus) => (
          <div key={campus.name}>
            <p className={styles.campusName}>{campus.name}</p>
            <p>
              {campus.address}
              <br />
              Phone: <a href={telHref(campus.phone)}>{campus.phone}</a>
              <br />
              Email: <a href={mailHref(campus.email)}>{campus.email}</a>
            </p>
          </div>
        ))}
      </div>
    </address>
  );
}

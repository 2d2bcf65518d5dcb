// /privacy: what the website collects through its forms, why, for how long, and the visitor's rights; its text in the
// page's language from the legal pages' catalogue part (legal.ts).
import { Link } from 'react-router-dom';
import {
  DATA_PROTECTION_BOARD_URL,
  DEFAULT_RETENTION_MONTHS,
  GUARDIAN_LINK_DAYS,
  NOTICE_VERSION,
} from '../../../common/privacy';
import { INSTITUTE } from '../../../common/site';
import { ACCESS_CODE_MINUTES } from '../../../common/your-data';
import { PrivacyNoticeItems } from '../../components/PrivacyNotice';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import { LegalContact, LegalPage, type LegalSection } from './LegalPage';
import styles from './legal.module.css';

function usePrivacySections(): LegalSection[] {
  const t = useT();
  const language = useLanguage();
  const months = formatNumber(language, DEFAULT_RETENTION_MONTHS);
  const boardAddress = DATA_PROTECTION_BOARD_URL.replace('https://', '');
  return [
    {
      title: t('legal.privacy.collect.title'),
      body: (
        <>
          <p>{t('legal.privacy.collect.intro')}</p>
          <ul>
            <li>{t('legal.privacy.collect.applications')}</li>
            <li>{t('legal.privacy.collect.messages')}</li>
            <li>{t('legal.privacy.collect.newsletter')}</li>
            <li>{t('legal.privacy.collect.guardian')}</li>
          </ul>
          <p>{t('legal.privacy.collect.consent')}</p>
        </>
      ),
    },
    {
      title: t('legal.privacy.use.title'),
      body: (
        <ul>
          <li>{t('legal.privacy.use.answer')}</li>
          <li>{t('legal.privacy.use.contact')}</li>
          <li>{t('legal.privacy.use.newsletter')}</li>
          <li>{t('legal.privacy.use.protect')}</li>
        </ul>
      ),
    },
    {
      title: t('legal.privacy.cookies.title'),
      body: <p>{t('legal.privacy.cookies.text')}</p>,
    },
    {
      title: t('legal.privacy.share.title'),
      body: <p>{t('legal.privacy.share.text')}</p>,
    },
    {
      title: t('legal.privacy.security.title'),
      body: <p>{t('legal.privacy.security.text')}</p>,
    },
    {
      title: t('legal.privacy.retention.title'),
      body: (
        <>
          <p>{t('legal.privacy.retention.enquiries', { months })}</p>
          <p>{t('legal.privacy.retention.newsletter', { months, days: formatNumber(language, GUARDIAN_LINK_DAYS) })}</p>
        </>
      ),
    },
    {
      title: t('legal.privacy.rights.title'),
      body: (
        <>
          <p>{t('legal.privacy.rights.act')}</p>
          <p>
            {rich(t('legal.privacy.rights.your_data', { minutes: formatNumber(language, ACCESS_CODE_MINUTES) }), [
              <Link key="your-data" to="/your-data" />,
            ])}
          </p>
          <p>{t('legal.privacy.rights.no_consent')}</p>
          <p>
            {rich(t('legal.privacy.rights.board', { url: boardAddress }), [
              // Its text is the message's, between <0> and </0>.
              <a key="board" href={DATA_PROTECTION_BOARD_URL}>
                {boardAddress}
              </a>,
            ])}
          </p>
        </>
      ),
    },
    {
      title: t('legal.privacy.children.title'),
      body: (
        <>
          <p>{t('legal.privacy.children.under_13')}</p>
          <p>{t('legal.privacy.children.under_18')}</p>
        </>
      ),
    },
    {
      title: t('legal.privacy.changes.title'),
      body: <p>{rich(t('legal.privacy.changes.text'), [<Link key="terms" to="/terms" />])}</p>,
    },
    {
      title: t('legal.privacy.contact.title'),
      body: (
        <>
          <p>{t('legal.privacy.contact.text')}</p>
          <LegalContact />
        </>
      ),
    },
  ];
}

export function PrivacyPage() {
  const t = useT();
  const sections = usePrivacySections();
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      version={NOTICE_VERSION}
      description={t('legal.privacy.description')}
      url="/privacy"
      intro={
        <>
          <p>{t('legal.privacy.intro', { name: INSTITUTE.name })}</p>
          <section className={styles.notice} aria-labelledby="privacy-notice-heading">
            <h2 id="privacy-notice-heading">{t('legal.privacy.notice', { version: NOTICE_VERSION })}</h2>
            <PrivacyNoticeItems />
          </section>
        </>
      }
      sections={sections}
    />
  );
}

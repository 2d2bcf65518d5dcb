// /terms: the terms of use of the website and of the visitor forms; their text in the page's language from the legal
// pages' catalogue part (legal.ts).
import { Link } from 'react-router-dom';
import { INSTITUTE } from '../../../common/site';
import { useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import { LegalContact, LegalPage, type LegalSection, TERMS_VERSION } from './LegalPage';

function useTermsSections(): LegalSection[] {
  const t = useT();
  return [
    {
      title: t('legal.terms.acceptance.title'),
      body: <p>{t('legal.terms.acceptance.text')}</p>,
    },
    {
      title: t('legal.terms.use.title'),
      body: (
        <>
          <p>{t('legal.terms.use.intro')}</p>
          <ul>
            <li>{t('legal.terms.use.false')}</li>
            <li>{t('legal.terms.use.disrupt')}</li>
            <li>{t('legal.terms.use.copy')}</li>
          </ul>
        </>
      ),
    },
    {
      title: t('legal.terms.admissions.title'),
      body: <p>{t('legal.terms.admissions.text')}</p>,
    },
    {
      title: t('legal.terms.fees.title'),
      body: <p>{t('legal.terms.fees.text')}</p>,
    },
    {
      title: t('legal.terms.placement.title'),
      body: <p>{t('legal.terms.placement.text')}</p>,
    },
    {
      title: t('legal.terms.property.title'),
      body: <p>{t('legal.terms.property.text', { name: INSTITUTE.name })}</p>,
    },
    {
      title: t('legal.terms.links.title'),
      body: <p>{t('legal.terms.links.text')}</p>,
    },
    {
      title: t('legal.terms.liability.title'),
      body: <p>{t('legal.terms.liability.text')}</p>,
    },
    {
      title: t('legal.terms.changes.title'),
      body: <p>{rich(t('legal.terms.changes.text'), [<Link key="privacy" to="/privacy" />])}</p>,
    },
    {
      title: t('legal.terms.contact.title'),
      body: (
        <>
          <p>{t('legal.terms.contact.text')}</p>
          <LegalContact />
        </>
      ),
    },
  ];
}

export function TermsPage() {
  const t = useT();
  const sections = useTermsSections();
  return (
    <LegalPage
      title={t('legal.terms.title')}
      version={TERMS_VERSION}
      description={t('legal.terms.description')}
      url="/terms"
      intro={<p>{t('legal.terms.intro', { name: INSTITUTE.name })}</p>}
      sections={sections}
    />
  );
}

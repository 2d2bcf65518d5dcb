// Register: the Get Started Today form, the external Admission Portal, and where to get help.
import { INSTITUTE, mailHref, officeHoursIn, telHref } from '../../../common/site';
import { RegistrationForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { useLanguage, useT } from '../../i18n/i18n';
import { rich } from '../../i18n/rich';
import './register.css';
import { useMainPhone, useSiteSettings } from '../../site-settings';

export function RegisterPage() {
  const mainPhone = useMainPhone();
  const t = useT();
  // The office hours are the staff's words, in the page's language (English, marked so, where they left it empty).
  const officeHours = officeHoursIn(useSiteSettings(), useLanguage());
  return (
    <>
      <PageMeta title={t('register.title')} description={t('register.meta.description')} url="/register" />
      <PageHero
        title={t('register.title')}
        subtitle={t('register.hero.subtitle')}
        image="/images/site/hero/slide-1.jpg"
      />
      <section className="section">
        <div className="container register-layout">
          <div className="card">
            <h2 id="registration-heading">{t('register.form.title')}</h2>
            <p>{t('register.form.intro')}</p>
            <RegistrationForm />
          </div>
          <aside className="register-layout__aside">
            <div className="card card--accent">
              <h2>{t('register.portal.title')}</h2>
              <p>{t('register.portal.text')}</p>
              <a
                href={INSTITUTE.admissionPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--light"
              >
                {t('register.portal.title')}
                <span className="visually-hidden"> {t('register.portal.new_tab')}</span>
              </a>
            </div>
            <div className="card">
              <h2>{t('register.help.title')}</h2>
              <p>
                {rich(t('register.help.text', { hours: officeHours.text }), [
                  <span key="hours" lang={officeHours.lang} />,
                ])}
              </p>
              <p className="icon-line">
                <Icon name="phone" size={16} />{' '}
                <a href={telHref(mainPhone)}>{t('register.help.call', { phone: mainPhone })}</a>
              </p>
              <p className="icon-line">
                <Icon name="mail" size={16} />{' '}
                <a href={mailHref(INSTITUTE.academicHeadEmail)}>
                  {t('register.help.email', { email: INSTITUTE.academicHeadEmail })}
                </a>
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

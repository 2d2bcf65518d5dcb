// Four-column footer: about the institute, quick links, programs, head office contacts; copyright and legal links.
import { Link } from 'react-router-dom';
import { CAMPUS_DIRECTORY, INSTITUTE, mailHref, PROGRAMS, telHref, YOUTUBE_CHANNEL_URL } from '../../common/site';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

const QUICK_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Courses', to: '/courses' },
  { label: 'Awards', to: '/awards' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact', to: '/contact' },
] as const;

export function Footer() {
  const headOffice = CAMPUS_DIRECTORY.siliguri;
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {INSTITUTE.shortName}
          </h2>
          <Logo variant="light" />
          <p>
            Since {INSTITUTE.foundedYear}, {INSTITUTE.name} has trained young people of West Bengal for careers with
            airlines, airports, hotels and travel companies, with placement support for every student.
          </p>
          <SocialLinks className="social-links social-links--footer" size={18} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={YOUTUBE_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
                YouTube Channel
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-programs">
          <h2 id="footer-programs">Our Programs</h2>
          <ul className="footer-list">
            {PROGRAMS.map((program) => (
              <li key={program}>
                <Link to="/courses">{program}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Information</h2>
          <ul className="footer-list footer-list--contact">
            <li>
              <Icon name="pin" />
              <span>{headOffice.address}</span>
            </li>
            <li>
              <Icon name="phone" />
              <a href={telHref(INSTITUTE.mainPhone)}>{INSTITUTE.mainPhone}</a>
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
            © {INSTITUTE.copyrightYear} {INSTITUTE.name}. All rights reserved.
          </p>
          <ul className="footer-legal">
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

// Register: the Get Started Today form, the external Admission Portal, and where to get help.
import { INSTITUTE, mailHref, officeHoursTextOf, telHref } from '../../../common/site';
import { RegistrationForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import './register.css';
import { useMainPhone, useSiteSettings } from '../../site-settings';

export function RegisterPage() {
  const mainPhone = useMainPhone();
  const officeHours = officeHoursTextOf(useSiteSettings());
  return (
    <>
      <PageMeta
        title="Register Now"
        description="Register for our aviation, tourism and hospitality courses: leave your details and an admission counsellor will call you."
        url="/register"
      />
      <PageHero
        title="Register Now"
        subtitle="Take the first step towards a career in aviation, tourism and hospitality."
        image="/images/site/hero/slide-1.jpg"
      />
      <section className="section">
        <div className="container register-layout">
          <div className="card">
            <h2 id="registration-heading">Get Started Today</h2>
            <p>Fill in your details and choose a course; our admission counsellors will contact you.</p>
            <RegistrationForm />
          </div>
          <aside className="register-layout__aside">
            <div className="card card--accent">
              <h2>Admission Portal</h2>
              <p>Already registered? Complete your admission, upload documents and pay fees on our admission portal.</p>
              <a
                href={INSTITUTE.admissionPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--light"
              >
                Admission Portal<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
            <div className="card">
              <h2>Need Help?</h2>
              <p>Talk to an admission counsellor, {officeHours}.</p>
              <p className="icon-line">
                <Icon name="phone" size={16} /> <a href={telHref(mainPhone)}>Call {mainPhone}</a>
              </p>
              <p className="icon-line">
                <Icon name="mail" size={16} />{' '}
                <a href={mailHref(INSTITUTE.academicHeadEmail)}>Email {INSTITUTE.academicHeadEmail}</a>
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

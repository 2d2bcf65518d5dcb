// Contact: both campuses with phones and e-mail, office hours, the message form, maps, call and e-mail buttons.
import { Link } from 'react-router-dom';
import { type Campus, campusOf, INSTITUTE, mailHref, mainPhoneOf, telHref } from '../../../common/site';
import { CampusMaps } from '../../components/CampusMap';
import { EmailAddress } from '../../components/EmailAddress';
import { ContactForm } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { useSiteSettings } from '../../site-settings';
import './contact.css';

function CampusBlock({ campus, mainPhone }: { campus: Campus; mainPhone: string }) {
  return (
    <article className="campus-block">
      <h3>{campus.name}</h3>
      <p className="icon-line">
        <Icon name="pin" size={16} /> {campus.address}
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
  const siliguri = campusOf(settings, 'siliguri');
  const kolkata = campusOf(settings, 'kolkata');
  const mainPhone = mainPhoneOf(settings);
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Call, e-mail or visit our Siliguri head office and Kolkata campus, or send us a message: our admission counsellors answer every enquiry."
        url="/contact"
      />
      <PageHero
        title="Contact Us"
        subtitle="Questions about courses, fees or admissions? We are happy to help."
        image="/images/site/hero/slide-3.jpg"
      />
      <section className="section">
        <div className="container contact-layout">
          <div className="contact-layout__info">
            <SectionHeading eyebrow="Get in Touch" title="Our Campuses" align="left" />
            <CampusBlock campus={siliguri} mainPhone={mainPhone} />
            <CampusBlock campus={kolkata} mainPhone={mainPhone} />
            <article className="campus-block">
              <h3>Office Hours</h3>
              <p className="icon-line">
                <Icon name="clock" size={16} /> {settings.office_days}: {settings.office_hours}
              </p>
            </article>
          </div>
          <div className="card contact-layout__form">
            <h2 id="contact-form-heading">Send Us a Message</h2>
            <p>Fill in the form and our team will get back to you within one working day.</p>
            <ContactForm />
          </div>
        </div>
      </section>
      <CampusMaps headingId="contact-maps-heading" title="Find Our Campuses" />
      <section className="section cta-band" aria-labelledby="contact-cta-heading">
        <div className="container cta-band__inner">
          <h2 id="contact-cta-heading">Prefer to talk?</h2>
          <p>
            Our admission counsellors are available {settings.office_days}, {settings.office_hours}.
          </p>
          <div className="button-row">
            <a href={telHref(mainPhone)} className="button button--light">
              <Icon name="phone" /> Call {mainPhone}
            </a>
            <a href={mailHref(INSTITUTE.academicHeadEmail)} className="button button--outline-light">
              <Icon name="mail" /> Email Us
            </a>
            <Link to="/events" className="button button--outline-light">
              <Icon name="pin" /> Visit an Open Day
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

// About: introduction, universities, director's message, vision and mission, branches, maps, prospectus, reasons.
import { useState } from 'react';
import { branchCountInWords } from '../../../common/branches';
import { AFFILIATED_UNIVERSITIES, INSTITUTE, mailHref, telHref } from '../../../common/site';
import { CampusMaps } from '../../components/CampusMap';
import { EmailAddress } from '../../components/EmailAddress';
import { ProspectusModal } from '../../components/forms/index';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from '../../components/SectionHeading';
import { useSiteSettings } from '../../site-settings';
import { branchesOf, OBJECTIVES, REASONS } from './data';
import './about.css';

export function AboutPage() {
  const [prospectusOpen, setProspectusOpen] = useState(false);
  const settings = useSiteSettings();
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Since ${INSTITUTE.foundedYear}, ${INSTITUTE.name} has trained students for aviation, tourism and hospitality careers from campuses across West Bengal.`}
        url="/about"
      />
      <PageHero
        title={`About ${INSTITUTE.shortName}`}
        subtitle="Preparing West Bengal's young people for careers in the skies and in hospitality since 2008."
        image="/images/site/hero/slide-2.jpg"
      />

      <Reveal as="section" className="section">
        <div className="container split">
          <div>
            <SectionHeading eyebrow="Who We Are" title="Our Story" align="left" />
            <p>
              {INSTITUTE.name} has operated since {INSTITUTE.foundedYear}. What began as a small training centre in
              Hakimpara, Siliguri is today a network of campuses across West Bengal, with a second main campus in
              Kamarhati, Kolkata.
            </p>
            <p>
              Our students learn from professionals who have worked at airports, on board aircraft and in leading
              hotels. More than 5000 of them now work with airlines, airports, hotel chains and travel companies in
              India and abroad.
            </p>
          </div>
          <ResponsiveImage
            src="/images/site/about/campus.jpg"
            alt="Students at the Siliguri campus"
            width={800}
            height={560}
            className="rounded"
          />
        </div>
      </Reveal>

      <Reveal as="section" className="section section--tinted">
        <div className="container">
          <SectionHeading
            eyebrow="Why Us"
            title={`Why ${INSTITUTE.shortName}?`}
            intro="Our degree programs are affiliated to recognised universities of West Bengal:"
          />
          <ul className="university-list">
            {AFFILIATED_UNIVERSITIES.map((university) => (
              <li key={university}>
                <Icon name="graduate" size={28} />
                <span>{university}</span>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>

      <Reveal as="section" className="section">
        <div className="container director">
          <ResponsiveImage
            src="/images/site/about/director.jpg"
            alt="Director of the institute"
            width={480}
            height={540}
            className="rounded director__photo"
          />
          <div>
            <SectionHeading eyebrow="Leadership" title="Director's Message" align="left" />
            <blockquote className="director__message">
              <p>
                When we opened our first classroom in {INSTITUTE.foundedYear}, we promised our students one thing: that
                they would leave us ready for work. Every course we teach, every internship we arrange and every
                interview we prepare them for keeps that promise.
              </p>
              <p>
                Aviation and hospitality reward people who are disciplined, confident and kind. We teach the skills; our
                students bring the ambition. I look forward to welcoming you.
              </p>
            </blockquote>
            <p className="director__name">
              <strong>Director</strong>, {INSTITUTE.name}
            </p>
          </div>
        </div>
      </Reveal>

      <Reveal as="section" className="section section--tinted">
        <div className="container">
          <SectionHeading eyebrow="What Drives Us" title="Vision, Mission & Objectives" />
          <div className="pillars">
            <article className="pillar">
              <h3>Our Vision</h3>
              <p>To be eastern India's most trusted institute for aviation, tourism and hospitality careers.</p>
            </article>
            <article className="pillar">
              <h3>Our Mission</h3>
              <p>To turn school leavers into confident professionals through practical, industry-led training.</p>
            </article>
            <article className="pillar">
              <h3>Our Objectives</h3>
              <ul className="check-list">
                {OBJECTIVES.map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </ul>
            </article>
          </div>
        </div>
      </Reveal>

      <section className="section" aria-labelledby="branches-heading">
        <div className="container">
          <SectionHeading
            id="branches-heading"
            eyebrow="Find Us"
            title="Our Branches"
            intro={`${branchCountInWords()} branches across West Bengal.`}
          />
          <ul className="branch-grid">
            {branchesOf(settings).map((branch, index) => (
              <li key={branch.name} className="branch-card">
                {index === 0 && <span className="badge badge--accent">Head Office</span>}
                <h3>{branch.name}</h3>
                <p className="icon-line">
                  <Icon name="pin" size={16} /> {branch.address}
                </p>
                <p className="icon-line">
                  <Icon name="phone" size={16} /> {branch.phone}
                </p>
                {branch.email && (
                  <p className="icon-line">
                    <Icon name="mail" size={16} />{' '}
                    <a href={mailHref(branch.email)}>
                      <EmailAddress email={branch.email} />
                    </a>
                  </p>
                )}
                <div className="branch-card__actions">
                  <a
                    href={branch.mapLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button--outline button--small"
                  >
                    View on Map<span className="visually-hidden"> ({branch.name})</span>
                  </a>
                  <a href={telHref(branch.phone)} className="button button--primary button--small">
                    Call Now<span className="visually-hidden"> ({branch.name})</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CampusMaps headingId="maps-heading" title="Our Main Campuses" />

      <section className="section prospectus-cta" aria-labelledby="prospectus-cta-heading">
        <div className="container prospectus-cta__inner">
          <div>
            <h2 id="prospectus-cta-heading">Download Our Prospectus</h2>
            <p>Courses, fees, eligibility, campuses and placement records: everything in one PDF.</p>
          </div>
          <button type="button" className="button button--light" onClick={() => setProspectusOpen(true)}>
            <Icon name="download" /> Download Prospectus
          </button>
        </div>
        <ProspectusModal open={prospectusOpen} onClose={() => setProspectusOpen(false)} />
      </section>

      <section className="section" aria-labelledby="reasons-heading">
        <div className="container">
          <SectionHeading id="reasons-heading" eyebrow="The Skyline Advantage" title="Why Students Choose Us" />
          <ul className="reason-grid">
            {REASONS.map((reason, index) => (
              <Reveal as="li" key={reason.title} className="reason-card" delay={index * 100}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

// About: introduction, universities, director's message, vision and mission, branches, maps, prospectus, reasons.
import { useState } from 'react';
import { BRANCHES, branchCountInWords } from '../../../common/branches';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
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
import { formatNumber, formatYear, useLanguage, useT } from '../../i18n/i18n';
import { useSiteSettings } from '../../site-settings';
import { BRANCH_NAMES, branchesOf, OBJECTIVES, REASONS } from './data';
import './about.css';

export function AboutPage() {
  const [prospectusOpen, setProspectusOpen] = useState(false);
  const settings = useSiteSettings();
  const t = useT();
  const language = useLanguage();
  // Names and addresses the institute writes in English are marked so on a Bengali or Hindi page.
  const englishLang = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  const year = formatYear(language, INSTITUTE.foundedYear);
  const branchName = (name: string) => (BRANCH_NAMES[name] ? t(BRANCH_NAMES[name]) : name);
  const branchCount = language === DEFAULT_LANGUAGE ? branchCountInWords() : formatNumber(language, BRANCHES.length);
  const siliguri = t('about.campus.siliguri');
  const kolkata = t('about.campus.kolkata');
  return (
    <>
      <PageMeta
        title={t('about.meta.title')}
        description={t('about.meta.description', { year, name: INSTITUTE.name })}
        url="/about"
      />
      <PageHero
        title={t('about.hero.title', { name: INSTITUTE.shortName })}
        subtitle={t('about.hero.subtitle', { year })}
        image="/images/site/hero/slide-2.jpg"
      />

      <Reveal as="section" className="section">
        <div className="container split">
          <div>
            <SectionHeading eyebrow={t('about.story.eyebrow')} title={t('about.story.title')} align="left" />
            <p>{t('about.story.text_1', { name: INSTITUTE.name, year })}</p>
            <p>{t('about.story.text_2')}</p>
          </div>
          <ResponsiveImage
            src="/images/site/about/campus.jpg"
            alt={t('about.story.image_alt')}
            width={800}
            height={560}
            className="rounded"
          />
        </div>
      </Reveal>

      <Reveal as="section" className="section section--tinted">
        <div className="container">
          <SectionHeading
            eyebrow={t('about.universities.eyebrow')}
            title={t('about.universities.title', { name: INSTITUTE.shortName })}
            intro={t('about.universities.intro')}
          />
          <ul className="university-list">
            {AFFILIATED_UNIVERSITIES.map((university) => (
              <li key={university}>
                <Icon name="graduate" size={28} />
                <span lang={englishLang}>{university}</span>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>

      <Reveal as="section" className="section">
        <div className="container director">
          <ResponsiveImage
            src="/images/site/about/director.jpg"
            alt={t('about.director.image_alt')}
            width={480}
            height={540}
            className="rounded director__photo"
          />
          <div>
            <SectionHeading eyebrow={t('about.director.eyebrow')} title={t('about.director.title')} align="left" />
            <blockquote className="director__message">
              <p>{t('about.director.text_1', { year })}</p>
              <p>{t('about.director.text_2')}</p>
            </blockquote>
            <p className="director__name">
              <strong>{t('about.director.signature')}</strong>, {INSTITUTE.name}
            </p>
          </div>
        </div>
      </Reveal>

      <Reveal as="section" className="section section--tinted">
        <div className="container">
          <SectionHeading eyebrow={t('about.pillars.eyebrow')} title={t('about.pillars.title')} />
          <div className="pillars">
            <article className="pillar">
              <h3>{t('about.pillars.vision')}</h3>
              <p>{t('about.pillars.vision_text')}</p>
            </article>
            <article className="pillar">
              <h3>{t('about.pillars.mission')}</h3>
              <p>{t('about.pillars.mission_text')}</p>
            </article>
            <article className="pillar">
              <h3>{t('about.pillars.objectives')}</h3>
              <ul className="check-list">
                {OBJECTIVES.map((objective) => (
                  <li key={objective}>{t(objective)}</li>
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
            eyebrow={t('about.branches.eyebrow')}
            title={t('about.branches.title')}
            intro={t('about.branches.intro', { count: branchCount })}
          />
          <ul className="branch-grid">
            {branchesOf(settings).map((branch, index) => (
              <li key={branch.name} className="branch-card">
                {index === 0 && <span className="badge badge--accent">{t('about.branches.head_office')}</span>}
                <h3>{branchName(branch.name)}</h3>
                <p className="icon-line">
                  <Icon name="pin" size={16} /> <span lang={englishLang}>{branch.address}</span>
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
                    {t('about.branches.map')}
                    <span className="visually-hidden"> ({branchName(branch.name)})</span>
                  </a>
                  <a href={telHref(branch.phone)} className="button button--primary button--small">
                    {t('about.branches.call')}
                    <span className="visually-hidden"> ({branchName(branch.name)})</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CampusMaps
        headingId="maps-heading"
        title={t('about.maps.title')}
        eyebrow={t('about.maps.eyebrow')}
        mapTitles={[t('about.maps.map', { campus: siliguri }), t('about.maps.map', { campus: kolkata })]}
      />

      <section className="section prospectus-cta" aria-labelledby="prospectus-cta-heading">
        <div className="container prospectus-cta__inner">
          <div>
            <h2 id="prospectus-cta-heading">{t('about.prospectus.title')}</h2>
            <p>{t('about.prospectus.text')}</p>
          </div>
          <button type="button" className="button button--light" onClick={() => setProspectusOpen(true)}>
            <Icon name="download" /> {t('about.prospectus.button')}
          </button>
        </div>
        <ProspectusModal open={prospectusOpen} onClose={() => setProspectusOpen(false)} />
      </section>

      <section className="section" aria-labelledby="reasons-heading">
        <div className="container">
          <SectionHeading id="reasons-heading" eyebrow={t('about.reasons.eyebrow')} title={t('about.reasons.title')} />
          <ul className="reason-grid">
            {REASONS.map((reason, index) => (
              <Reveal as="li" key={reason.title} className="reason-card" delay={index * 100}>
                <h3>{t(reason.title)}</h3>
                <p>{t(reason.text)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

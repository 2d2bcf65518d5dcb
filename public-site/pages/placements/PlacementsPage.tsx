// /placements: headline figures, top recruiters, featured graduates, the placement process and a call to action.
import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import { INSTITUTE, mailHref, telHref } from '../../../common/site';
import type { Placement } from '../../../common/types';
import { ClosingCta } from '../../components/ClosingCta';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from '../../components/SectionHeading';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { useMainPhone } from '../../site-settings';
import {
  GRADUATE_SKELETONS,
  PLACEMENT_PROCESS,
  PLACEMENT_STATS,
  type PlacementStat,
  SAMPLE_GRADUATES,
  SECTOR_NAMES,
  TOP_RECRUITERS,
} from './data';
import styles from './placements.module.css';

export type PlacementsLoaderData = { placements: Placement[] | Promise<Placement[]> };

/** Names the companies and staff write in English are marked so on a Bengali or Hindi page. */
function useEnglishLang() {
  return useLanguage() === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
}

export function PlacementsPage() {
  const mainPhone = useMainPhone();
  const { placements } = useLoaderData() as PlacementsLoaderData;
  const t = useT();
  const language = useLanguage();
  const englishLang = useEnglishLang();
  const statValue = ({ value, unit }: PlacementStat) => {
    const number = formatNumber(language, value);
    if (unit === 'plus') return `${number}+`;
    if (unit === 'percent') return `${number}%`;
    return t('placements.stats.package_value', { amount: number });
  };
  return (
    <>
      <PageMeta title={t('placements.meta.title')} description={t('placements.meta.description')} url="/placements" />
      <PageHero title={t('placements.hero.title')} subtitle={t('placements.hero.subtitle')} />

      <section className={`section ${styles.stats}`} aria-label={t('placements.stats.label')}>
        <div className="container">
          <ul className={styles.statsGrid}>
            {PLACEMENT_STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <Icon name={stat.icon} size={32} />
                <p className={styles.statValue}>{statValue(stat)}</p>
                <p className={styles.statLabel}>{t(stat.label)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Reveal as="section" className="section">
        <div className="container">
          <SectionHeading
            eyebrow={t('placements.recruiters.eyebrow')}
            title={t('placements.recruiters.title')}
            intro={t('placements.recruiters.intro')}
            id="top-recruiters"
          />
          <ul className={styles.recruiters} aria-labelledby="top-recruiters">
            {TOP_RECRUITERS.map((recruiter) => (
              <li key={recruiter.name} className={styles.recruiter} data-testid="top-recruiter">
                <div className={styles.recruiterLogo}>
                  <ResponsiveImage
                    src={recruiter.logo}
                    alt={t('placements.recruiters.logo', { name: recruiter.name })}
                    width={240}
                    height={120}
                  />
                </div>
                <h3 lang={englishLang}>{recruiter.name}</h3>
                <p className={styles.sector} data-sector={recruiter.sector}>
                  <Icon name={recruiter.sector === 'Aviation' ? 'plane' : 'building'} size={16} />{' '}
                  {t(SECTOR_NAMES[recruiter.sector])}
                </p>
                <p className={styles.positionsLabel}>{t('placements.recruiters.positions')}</p>
                <ul className={styles.positions} lang={englishLang}>
                  {recruiter.positions.map((position) => (
                    <li key={position}>{position}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={styles.disclaimer}>{t('placements.recruiters.disclaimer')}</p>
        </div>
      </Reveal>

      <section className={`section ${styles.graduatesSection}`} aria-labelledby="graduates">
        <div className="container">
          <SectionHeading
            eyebrow={t('placements.graduates.eyebrow')}
            title={t('placements.graduates.title')}
            intro={t('placements.graduates.intro')}
            id="graduates"
          />
          <Suspense fallback={<GraduateSkeletons />}>
            <Await resolve={placements} errorElement={<Graduates placements={[]} />}>
              {(loaded: Placement[]) => <Graduates placements={loaded} />}
            </Await>
          </Suspense>
        </div>
      </section>

      <Reveal as="section" className="section">
        <div className="container">
          <SectionHeading
            eyebrow={t('placements.process.eyebrow')}
            title={t('placements.process.title')}
            intro={t('placements.process.intro')}
            id="placement-process"
          />
          <ol className={styles.process} aria-labelledby="placement-process">
            {PLACEMENT_PROCESS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {formatNumber(language, index + 1)}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.description)}</p>
              </li>
            ))}
          </ol>
        </div>
      </Reveal>

      <ClosingCta id="placements-cta" title={t('placements.cta.title')} text={t('placements.cta.text')}>
        <div className={styles.ctaActions}>
          <Link to="/register" className="button button--light">
            {t('placements.cta.register')}
          </Link>
          <a href={telHref(mainPhone)} className={styles.ctaContact}>
            <Icon name="phone" /> {mainPhone}
          </a>
          <a href={mailHref(INSTITUTE.academicHeadEmail)} className={styles.ctaContact}>
            <Icon name="mail" /> {INSTITUTE.academicHeadEmail}
          </a>
        </div>
      </ClosingCta>
    </>
  );
}

function Graduates({ placements }: { placements: Placement[] }) {
  const englishLang = useEnglishLang();
  const t = useT();
  const shown = placements.length > 0 ? placements : SAMPLE_GRADUATES;
  return (
    <ul className={styles.graduates}>
      {shown.map((graduate) => (
        <li key={graduate.id} className={styles.graduate} data-testid="graduate">
          <div className={styles.graduatePhoto}>
            <ResponsiveImage
              src={graduate.image}
              alt={t('placements.graduates.photo', { name: graduate.name })}
              width={400}
              height={400}
            />
          </div>
          {/* Names, job titles and companies as staff write them, in English. */}
          <div className={styles.graduateBody} lang={englishLang}>
            <h3>{graduate.name}</h3>
            {graduate.position && <p className={styles.graduatePosition}>{graduate.position}</p>}
            {graduate.company_logo ? (
              <ResponsiveImage
                src={graduate.company_logo}
                alt={
                  graduate.company_name ? t('placements.graduates.company_logo', { name: graduate.company_name }) : ''
                }
                width={120}
                height={48}
                className={styles.companyLogo}
              />
            ) : null}
            {graduate.company_name && <p className={styles.graduateCompany}>{graduate.company_name}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function GraduateSkeletons() {
  const t = useT();
  return (
    <ul className={styles.graduates} aria-busy="true" aria-label={t('placements.graduates.loading')}>
      {Array.from({ length: GRADUATE_SKELETONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.graduate} data-testid="graduate-skeleton">
          <div className={`${styles.graduatePhoto} ${styles.skeleton}`} />
          <div className={styles.graduateBody}>
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '60%' }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

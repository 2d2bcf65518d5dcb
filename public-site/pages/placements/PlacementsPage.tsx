// /placements: headline figures, top recruiters, featured graduates, the placement process and a call to action.
import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { INSTITUTE, mailHref, telHref } from '../../../common/site';
import type { Placement } from '../../../common/types';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from '../../components/SectionHeading';
import { useMainPhone } from '../../site-settings';
import { GRADUATE_SKELETONS, PLACEMENT_PROCESS, PLACEMENT_STATS, SAMPLE_GRADUATES, TOP_RECRUITERS } from './data';
import styles from './placements.module.css';

export type PlacementsLoaderData = { placements: Placement[] | Promise<Placement[]> };

export function PlacementsPage() {
  const mainPhone = useMainPhone();
  const { placements } = useLoaderData() as PlacementsLoaderData;
  return (
    <>
      <PageMeta
        title="Placements: Airline, Airport and Hotel Careers"
        description="5,000+ students placed with 150+ recruiting partners in aviation and hospitality, a highest package of ₹36 LPA, and a six-step placement process from counselling to joining."
        url="/placements"
      />
      <PageHero
        title="Placements"
        subtitle="Our graduates fly with leading airlines, run airport operations and welcome guests at India’s finest hotels."
      />

      <section className={`section ${styles.stats}`} aria-label="Placement figures">
        <div className="container">
          <ul className={styles.statsGrid}>
            {PLACEMENT_STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <Icon name={stat.icon} size={32} />
                <p className={styles.statValue}>{stat.value}</p>
                <p className={styles.statLabel}>{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Reveal as="section" className="section">
        <div className="container">
          <SectionHeading
            eyebrow="Hiring Partner"
            title="Our Top Recruiters"
            intro="Airlines and hotel groups that hire our students year after year."
            id="top-recruiters"
          />
          <ul className={styles.recruiters} aria-labelledby="top-recruiters">
            {TOP_RECRUITERS.map((recruiter) => (
              <li key={recruiter.name} className={styles.recruiter} data-testid="top-recruiter">
                <div className={styles.recruiterLogo}>
                  <ResponsiveImage src={recruiter.logo} alt={recruiter.alt} width={240} height={120} />
                </div>
                <h3>{recruiter.name}</h3>
                <p className={styles.sector} data-sector={recruiter.sector}>
                  <Icon name={recruiter.sector === 'Aviation' ? 'plane' : 'building'} size={16} /> {recruiter.sector}
                </p>
                <p className={styles.positionsLabel}>Positions</p>
                <ul className={styles.positions}>
                  {recruiter.positions.map((position) => (
                    <li key={position}>{position}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={styles.disclaimer}>All company logos are trademarks of their respective owners.</p>
        </div>
      </Reveal>

      <section className={`section ${styles.graduatesSection}`} aria-labelledby="graduates">
        <div className="container">
          <SectionHeading
            eyebrow="Success Stories"
            title="Our Placed Graduates"
            intro="A few of the students who started their careers through our placement cell."
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
            eyebrow="How It Works"
            title="Our Placement Process"
            intro="Six steps from your first day with us to your first day at work."
            id="placement-process"
          />
          <ol className={styles.process} aria-labelledby="placement-process">
            {PLACEMENT_PROCESS.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Reveal>

      <section className={`section ${styles.cta}`} aria-labelledby="placements-cta">
        <div className="container">
          <h2 id="placements-cta">Start Your Career Journey Today</h2>
          <p>Join thousands of graduates working with leading airlines and hotels. Admissions are open.</p>
          <div className={styles.ctaActions}>
            <Link to="/register" className="button button--light">
              Register Now
            </Link>
            <a href={telHref(mainPhone)} className={styles.ctaContact}>
              <Icon name="phone" /> {mainPhone}
            </a>
            <a href={mailHref(INSTITUTE.academicHeadEmail)} className={styles.ctaContact}>
              <Icon name="mail" /> {INSTITUTE.academicHeadEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function Graduates({ placements }: { placements: Placement[] }) {
  const shown = placements.length > 0 ? placements : SAMPLE_GRADUATES;
  return (
    <ul className={styles.graduates}>
      {shown.map((graduate) => (
        <li key={graduate.id} className={styles.graduate} data-testid="graduate">
          <div className={styles.graduatePhoto}>
            <ResponsiveImage src={graduate.image} alt={graduate.name} width={400} height={400} />
          </div>
          <div className={styles.graduateBody}>
            <h3>{graduate.name}</h3>
            {graduate.position && <p className={styles.graduatePosition}>{graduate.position}</p>}
            {graduate.company_logo ? (
              <ResponsiveImage
                src={graduate.company_logo}
                alt={graduate.company_name ?? ''}
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
  return (
    <ul className={styles.graduates} aria-busy="true" aria-label="Loading graduates">
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

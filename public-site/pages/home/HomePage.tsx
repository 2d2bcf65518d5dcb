// Home: hero, numbers, achievers, about and courses teasers, recruiters, loan partners, testimonials, mini blog.
import { Suspense, useState } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { BRANCHES } from '../../../common/branches';
import { COURSES_BY_TYPE } from '../../../common/courses';
import type { CourseType } from '../../../common/enums';
import { admissionsBannerIn, INSTITUTE } from '../../../common/site';
import type { Achiever, BlogPostSummary } from '../../../common/types';
import { CourseCard } from '../../components/CourseCard';
import { useCourseTexts } from '../../components/course-texts';
import { Icon } from '../../components/Icon';
import { lazySection } from '../../components/lazySection';
import { PageMeta } from '../../components/PageMeta';
import { Reveal } from '../../components/Reveal';
import { Tabs } from '../../components/Tabs';
import { formatFigure, formatPercent, formatYear, useLanguage, useT } from '../../i18n/i18n';
import { useSiteSettings } from '../../site-settings';
import { AchieversCarousel } from './AchieversCarousel';
import { BANKS, HERO_MOBILE_SLIDE, HERO_SLIDES, RECRUITERS, STAT_CARDS } from './data';
import { HeroCarousel } from './HeroCarousel';
import './home.css';

const Testimonials = lazySection(() => import('./Testimonials'));
const MiniBlog = lazySection(() => import('./MiniBlog'));

export const STAT_STAGGER_MS = 150;

export type HomeData = {
  achievers: Achiever[] | Promise<Achiever[]>;
  latestPosts: BlogPostSummary[] | Promise<BlogPostSummary[]>;
};

/** The English copy for tests and the labels of data.ts; the page shows the catalogue's. */
function useStatTexts() {
  const t = useT();
  const language = useLanguage();
  // Four-digit figures stay ungrouped (5000+), as the English page has always shown them; larger ones are
  // grouped the Indian way (1,00,000).
  const number = (value: number) => formatFigure(language, value);
  return [
    { number: `${number(5000)}+`, label: t('home.stats.graduates'), description: t('home.stats.graduates_text') },
    {
      number: formatPercent(language, 100),
      label: t('home.stats.placement'),
      description: t('home.stats.placement_text'),
    },
    { number: number(BRANCHES.length), label: t('home.stats.campuses'), description: t('home.stats.campuses_text') },
    { number: `${number(15)}+`, label: t('home.stats.years'), description: t('home.stats.years_text') },
  ];
}

function Stats() {
  const t = useT();
  const texts = useStatTexts();
  return (
    <section className="section stats" aria-labelledby="stats-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t('home.stats.eyebrow')}</p>
          <h2 id="stats-heading">{t('home.stats.title')}</h2>
        </div>
        <ul className="stats__grid">
          {STAT_CARDS.map((stat, index) => (
            <Reveal as="li" key={stat.label} delay={index * STAT_STAGGER_MS} className="stat-card">
              <Icon name={stat.icon} size={36} />
              <p className="stat-card__number">{texts[index].number}</p>
              <p className="stat-card__label">{texts[index].label}</p>
              <p className="stat-card__description">{texts[index].description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AboutTeaser() {
  const t = useT();
  const language = useLanguage();
  const pillars = [
    { title: t('home.about.vision'), text: t('home.about.vision_text') },
    { title: t('home.about.mission'), text: t('home.about.mission_text') },
    {
      title: t('home.about.excellence'),
      text: t('home.about.excellence_text', { percent: formatPercent(language, 100) }),
    },
  ];
  return (
    <Reveal as="section" className="section section--tinted about-teaser">
      <div className="container about-teaser__inner">
        <div>
          <p className="section-heading__eyebrow">{t('home.about.eyebrow')}</p>
          <h2>{t('home.about.title', { year: formatYear(language, INSTITUTE.foundedYear) })}</h2>
          <p>{t('home.about.text', { name: INSTITUTE.name })}</p>
          <div className="button-row">
            <Link to="/about" className="button button--primary">
              {t('home.about.more')}
              <span className="visually-hidden">{t('home.about.more_hidden', { name: INSTITUTE.shortName })}</span>
            </Link>
            <Link to="/events" className="button button--outline">
              {t('home.about.open_day')}
            </Link>
          </div>
        </div>
        <ul className="about-teaser__pillars">
          {pillars.map((pillar) => (
            <li key={pillar.title}>
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function CoursesTeaser() {
  const t = useT();
  const courseTexts = useCourseTexts();
  const [tab, setTab] = useState<CourseType>('certification');
  const tabs = [
    { value: 'certification', label: t('home.courses.certification') },
    { value: 'degree', label: t('home.courses.degree') },
  ] as const;
  return (
    <section className="section courses-teaser" aria-labelledby="courses-teaser-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t('home.courses.eyebrow')}</p>
          <h2 id="courses-teaser-heading">{t('home.courses.title')}</h2>
          <p className="section-heading__intro">{t('home.courses.intro')}</p>
        </div>
        <Tabs id="home-courses" label={t('home.courses.tabs')} tabs={tabs} value={tab} onChange={setTab}>
          <ul className="course-grid">
            {COURSES_BY_TYPE[tab].map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  texts={courseTexts(course)}
                  action={
                    <Link to="/courses#application-form" className="button button--primary">
                      {t('action.apply_now')}
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </Tabs>
        <p className="section__action">
          <Link to="/courses" className="button button--outline">
            {t('home.courses.all')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** A recruiter's or a bank's logo in its wall, named in the page's language. */
function PartnerLogoItem({ partner }: { partner: (typeof RECRUITERS)[number] }) {
  const t = useT();
  return (
    <li>
      <img src={partner.logo} alt={t('home.logo_alt', { name: partner.name })} width={200} height={80} loading="lazy" />
    </li>
  );
}

function LogoWall({
  id,
  eyebrow,
  title,
  logos,
}: {
  id: string;
  eyebrow: string;
  title: string;
  logos: typeof RECRUITERS;
}) {
  return (
    <section className={`section logo-wall logo-wall--${id}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{eyebrow}</p>
          <h2 id={`${id}-heading`}>{title}</h2>
        </div>
        <ul className="logo-wall__grid">
          {logos.map((partner) => (
            <PartnerLogoItem key={partner.name} partner={partner} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomePage() {
  const { achievers, latestPosts } = useLoaderData() as HomeData;
  // The banner's text and year are staff's, from the panel's Site Settings.
  const settings = useSiteSettings();
  const t = useT();
  const language = useLanguage();
  const banner = admissionsBannerIn(settings, language, formatYear);
  const slideAlts = [t('home.hero.slide_1'), t('home.hero.slide_2'), t('home.hero.slide_3'), t('home.hero.slide_4')];
  const slides = HERO_SLIDES.map((slide, index) => ({ ...slide, alt: slideAlts[index] ?? slide.alt }));
  return (
    <>
      <PageMeta url="/" fullTitle={t('home.meta.title')} description={t('home.meta.description')} />
      <HeroCarousel slides={slides} mobileSlide={{ ...HERO_MOBILE_SLIDE, alt: t('home.hero.slide_mobile') }}>
        {/* Staff write the banner in the panel, in each language (English where they left one empty). */}
        <p className="hero__eyebrow" lang={banner.lang}>
          {banner.text}
        </p>
        <h1>{t('home.hero.title')}</h1>
        <p className="hero__text">{t('home.hero.text', { percent: formatPercent(language, 100) })}</p>
        <div className="button-row">
          <Link to="/courses" className="button button--light">
            {t('action.explore_courses')}
          </Link>
          <Link to="/register" className="button button--primary">
            {t('action.register_now')}
          </Link>
        </div>
      </HeroCarousel>
      <Stats />
      <AchieversCarousel achievers={achievers} />
      <AboutTeaser />
      <CoursesTeaser />
      <LogoWall
        id="recruiters"
        eyebrow={t('home.recruiters.eyebrow')}
        title={t('home.recruiters.title')}
        logos={RECRUITERS}
      />
      <section className="section section--tinted logo-wall logo-wall--banks" aria-labelledby="banks-heading">
        <div className="container">
          <div className="section-heading">
            <p className="section-heading__eyebrow">{t('home.banks.eyebrow')}</p>
            <h2 id="banks-heading">{t('home.banks.title')}</h2>
            <p className="section-heading__intro">{t('home.banks.intro')}</p>
          </div>
          <ul className="logo-wall__grid logo-wall__grid--banks">
            {BANKS.map((bank) => (
              <PartnerLogoItem key={bank.name} partner={bank} />
            ))}
          </ul>
          <p className="disclaimer">{t('home.banks.disclaimer')}</p>
        </div>
      </section>
      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={latestPosts} errorElement={null}>
          {(posts: BlogPostSummary[]) => <MiniBlog posts={posts} />}
        </Await>
      </Suspense>
    </>
  );
}

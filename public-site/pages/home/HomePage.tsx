// Home: hero, numbers, achievers, about and courses teasers, recruiters, loan partners, testimonials, mini blog.
import { Suspense, useState } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { COURSES_BY_TYPE } from '../../../common/courses';
import type { CourseType } from '../../../common/enums';
import { admissionsBannerOf, INSTITUTE } from '../../../common/site';
import type { Achiever, BlogPostSummary } from '../../../common/types';
import { CourseCard } from '../../components/CourseCard';
import { Icon } from '../../components/Icon';
import { lazySection } from '../../components/lazySection';
import { PageMeta } from '../../components/PageMeta';
import { Reveal } from '../../components/Reveal';
import { Tabs } from '../../components/Tabs';
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

const COURSE_TABS = [
  { value: 'certification', label: 'Certification Courses' },
  { value: 'degree', label: 'Degree Courses' },
] as const;

function Stats() {
  return (
    <section className="section stats" aria-labelledby="stats-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">Our Track Record</p>
          <h2 id="stats-heading">Achievements in Numbers</h2>
        </div>
        <ul className="stats__grid">
          {STAT_CARDS.map((stat, index) => (
            <Reveal as="li" key={stat.label} delay={index * STAT_STAGGER_MS} className="stat-card">
              <Icon name={stat.icon} size={36} />
              <p className="stat-card__number">{stat.number}</p>
              <p className="stat-card__label">{stat.label}</p>
              <p className="stat-card__description">{stat.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AboutTeaser() {
  const pillars = [
    {
      title: 'Our Vision',
      text: 'To be the most trusted launch pad in eastern India for careers in aviation, tourism and hospitality.',
    },
    {
      title: 'Our Mission',
      text: 'Industry-led training, personal grooming and real internships that turn school leavers into professionals.',
    },
    {
      title: 'Excellence',
      text: 'A 100% placement rate: every eligible student is supported until they are placed.',
    },
  ];
  return (
    <Reveal as="section" className="section section--tinted about-teaser">
      <div className="container about-teaser__inner">
        <div>
          <p className="section-heading__eyebrow">About Us</p>
          <h2>Shaping Careers Since {INSTITUTE.foundedYear}</h2>
          <p>
            {INSTITUTE.name} prepares students from Siliguri, Kolkata and across West Bengal for the airline, airport,
            hotel and travel industries, with university-affiliated degrees and practical certification courses.
          </p>
          <div className="button-row">
            <Link to="/about" className="button button--primary">
              Learn More<span className="visually-hidden"> about {INSTITUTE.shortName}</span>
            </Link>
            <Link to="/events" className="button button--outline">
              Visit an Open Day
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
  const [tab, setTab] = useState<CourseType>('certification');
  return (
    <section className="section courses-teaser" aria-labelledby="courses-teaser-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">Programs</p>
          <h2 id="courses-teaser-heading">Our Courses</h2>
          <p className="section-heading__intro">Certification courses and university degrees for every career goal.</p>
        </div>
        <Tabs id="home-courses" label="Course types" tabs={COURSE_TABS} value={tab} onChange={setTab}>
          <ul className="course-grid">
            {COURSES_BY_TYPE[tab].map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  action={
                    <Link to="/courses#application-form" className="button button--primary">
                      Apply Now
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </Tabs>
        <p className="section__action">
          <Link to="/courses" className="button button--outline">
            Explore All Courses
          </Link>
        </p>
      </div>
    </section>
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
            <li key={partner.name}>
              <img src={partner.logo} alt={partner.alt} width={200} height={80} loading="lazy" />
            </li>
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
  return (
    <>
      <PageMeta url="/" />
      <HeroCarousel slides={HERO_SLIDES} mobileSlide={HERO_MOBILE_SLIDE}>
        <p className="hero__eyebrow">{admissionsBannerOf(settings)}</p>
        <h1>Launch Your Career in Aviation, Tourism &amp; Hospitality</h1>
        <p className="hero__text">
          University degrees and job-ready certification courses in Siliguri and Kolkata, with 100% placement
          assistance.
        </p>
        <div className="button-row">
          <Link to="/courses" className="button button--light">
            Explore Courses
          </Link>
          <Link to="/register" className="button button--primary">
            Register Now
          </Link>
        </div>
      </HeroCarousel>
      <Stats />
      <AchieversCarousel achievers={achievers} />
      <AboutTeaser />
      <CoursesTeaser />
      <LogoWall id="recruiters" eyebrow="Hiring Partner" title="Our Recruiters" logos={RECRUITERS} />
      <section className="section section--tinted logo-wall logo-wall--banks" aria-labelledby="banks-heading">
        <div className="container">
          <div className="section-heading">
            <p className="section-heading__eyebrow">Approved Partner</p>
            <h2 id="banks-heading">Education Loan Partners</h2>
            <p className="section-heading__intro">Education loans for our courses are available from these banks.</p>
          </div>
          <ul className="logo-wall__grid logo-wall__grid--banks">
            {BANKS.map((bank) => (
              <li key={bank.name}>
                <img src={bank.logo} alt={bank.alt} width={200} height={80} loading="lazy" />
              </li>
            ))}
          </ul>
          <p className="disclaimer">
            Disclaimer: All company logos are trademarks of their respective owners and are shown for identification
            only.
          </p>
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

// Courses (also /admissions): course tabs, the Online Application Form and the FAQ.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { COURSES_BY_TYPE, type Course } from '../../../common/courses';
import type { CourseType } from '../../../common/enums';
import { INSTITUTE } from '../../../common/site';
import { CourseCard } from '../../components/CourseCard';
import { useCourseTexts } from '../../components/course-texts';
import type { ApplicationFormHandle, PendingCourseChoice } from '../../components/forms/ApplicationForm';
import { ApplicationForm } from '../../components/forms/index';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { Tabs } from '../../components/Tabs';
import { useT } from '../../i18n/i18n';
import { FAQ } from './faq';
import './courses.css';

export const APPLICATION_FORM_ID = 'application-form';
export const ANCHOR_SCROLL_DELAY_MS = 100;

function scrollToApplicationForm() {
  document.getElementById(APPLICATION_FORM_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const t = useT();
  const contact = { phone: INSTITUTE.mainPhone, email: INSTITUTE.academicHeadEmail };
  return (
    <section className="section section--tinted" aria-labelledby="faq-heading">
      <div className="container container--narrow">
        <SectionHeading id="faq-heading" eyebrow={t('courses.faq.eyebrow')} title={t('courses.faq.title')} />
        <div className="accordion">
          {FAQ.map((item, index) => {
            const open = openIndex === index;
            return (
              <div key={item.question} className={`accordion__item ${open ? 'is-open' : ''}`}>
                <h3>
                  <button
                    type="button"
                    id={`faq-question-${index}`}
                    aria-expanded={open}
                    aria-controls={`faq-answer-${index}`}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{t(item.question)}</span>
                  </button>
                </h3>
                <section
                  id={`faq-answer-${index}`}
                  aria-labelledby={`faq-question-${index}`}
                  hidden={!open}
                  className="accordion__answer"
                >
                  <p>{t(item.answer, contact)}</p>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

export function CoursesPage() {
  const t = useT();
  const courseTexts = useCourseTexts();
  const tabs = [
    { value: 'certification', label: t('courses.tabs.certification') },
    { value: 'degree', label: t('courses.tabs.degree') },
  ] as const;
  const [tab, setTab] = useState<CourseType>('certification');
  const form = useRef<ApplicationFormHandle>(null);
  const { hash, pathname } = useLocation();

  // The form is its own download. After a client-side navigation it has no height until its code arrives, and a
  // scroll made before then can end wherever the browser's scroll anchoring takes it as the form grows: a scroll
  // asked for before the form has started is made (again) when it starts. A ref, not state: no second render.
  const scrollWhenReady = useRef(false);
  const formHandle = useCallback((handle: ApplicationFormHandle | null) => {
    form.current = handle;
    if (!handle || !scrollWhenReady.current) return;
    scrollWhenReady.current = false;
    setTimeout(scrollToApplicationForm, ANCHOR_SCROLL_DELAY_MS);
  }, []);

  // The #application-form deep link waits for the page to settle before scrolling.
  useEffect(() => {
    if (hash !== `#${APPLICATION_FORM_ID}`) return;
    if (!form.current) {
      scrollWhenReady.current = true;
      return;
    }
    const timer = setTimeout(scrollToApplicationForm, ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);

  const pendingChoice = useRef<PendingCourseChoice['current']>(null);

  const apply = (course: Course) => {
    // Pressed before the form has started, the form takes the choice (and the page scrolls once more) when it does.
    if (form.current) form.current.chooseCourse(course.type, course.id);
    else {
      pendingChoice.current = { type: course.type, courseId: course.id };
      scrollWhenReady.current = true;
    }
    scrollToApplicationForm();
  };

  return (
    <>
      <PageMeta
        title={pathname === '/admissions' ? t('courses.meta.admissions') : t('courses.meta.title')}
        description={t('courses.meta.description')}
        // The alias names the main address as canonical, as /achievements names /awards.
        url="/courses"
      />
      <PageHero
        title={t('courses.hero.title')}
        subtitle={t('courses.hero.subtitle')}
        image="/images/site/hero/slide-4.jpg"
      />
      <section className="section" aria-labelledby="course-list-heading">
        <div className="container">
          <SectionHeading
            id="course-list-heading"
            eyebrow={t('courses.list.eyebrow')}
            title={t('courses.list.title')}
            intro={t('courses.list.intro')}
          />
          <Tabs id="courses" label={t('courses.tabs.label')} tabs={tabs} value={tab} onChange={setTab}>
            <ul className="course-grid">
              {COURSES_BY_TYPE[tab].map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    texts={courseTexts(course)}
                    action={
                      <button type="button" className="button button--primary" onClick={() => apply(course)}>
                        {t('course-card.apply')}
                        <span className="visually-hidden">
                          {t('course-card.apply_hidden', { course: course.title })}
                        </span>
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          </Tabs>
        </div>
      </section>
      <section className="section section--tinted" id={APPLICATION_FORM_ID} aria-labelledby="application-form-heading">
        <div className="container container--narrow">
          <div className="card">
            <h2 id="application-form-heading">{t('courses.form.title')}</h2>
            <p>{t('courses.form.intro')}</p>
            <ApplicationForm handle={formHandle} pendingChoice={pendingChoice} />
          </div>
        </div>
      </section>
      <Faq />
    </>
  );
}

// One course: image, duration, students, eligibility, highlights and Apply Now.
import type { ReactNode } from 'react';
import type { Course } from '../../common/courses';
import { Icon } from './Icon';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * A course's texts as the page shows them, in its language (course-texts.ts). `titleLang`: the title's language
 * (kept as the institute names the course) when the page is in another.
 */
export type CourseCardTexts = Pick<Course, 'duration' | 'location' | 'description' | 'eligibility' | 'highlights'> & {
  students: string;
  eligibilityLabel: string;
  titleLang?: string;
};

export function CourseCard({
  course,
  action,
  texts: shown,
}: {
  course: Course;
  action: ReactNode;
  texts: CourseCardTexts;
}) {
  return (
    <article className="course-card">
      <div className="course-card__media">
        <ResponsiveImage
          src={course.image}
          alt={course.title}
          width={800}
          height={480}
          sizes="(max-width: 700px) 100vw, 400px"
        />
        <span className="course-card__duration">{shown.duration}</span>
      </div>
      <div className="course-card__body">
        <h3 lang={shown.titleLang}>{course.title}</h3>
        <p className="course-card__meta">
          <span>
            <Icon name="pin" size={14} /> {shown.location}
          </span>
          <span>
            <Icon name="graduate" size={14} /> {shown.students}
          </span>
        </p>
        <p>{shown.description}</p>
        <p className="course-card__eligibility">
          <strong>{shown.eligibilityLabel}</strong> {shown.eligibility}
        </p>
        <ul className="check-list">
          {shown.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <div className="course-card__action">{action}</div>
      </div>
    </article>
  );
}

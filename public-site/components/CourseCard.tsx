// One course: image, duration, students, eligibility, highlights and Apply Now.
import type { ReactNode } from 'react';
import type { Course } from '../../common/courses';
import { Icon } from './Icon';
import { ResponsiveImage } from './ResponsiveImage';

export function CourseCard({ course, action }: { course: Course; action: ReactNode }) {
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
        <span className="course-card__duration">{course.duration}</span>
      </div>
      <div className="course-card__body">
        <h3>{course.title}</h3>
        <p className="course-card__meta">
          <span>
            <Icon name="pin" size={14} /> {course.location}
          </span>
          <span>
            <Icon name="graduate" size={14} /> {course.students}+ students
          </span>
        </p>
        <p>{course.description}</p>
        <p className="course-card__eligibility">
          <strong>Eligibility:</strong> {course.eligibility}
        </p>
        <ul className="check-list">
          {course.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <div className="course-card__action">{action}</div>
      </div>
    </article>
  );
}

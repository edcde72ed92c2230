import { useId } from 'react';
import type { Tutor } from '@darsak/common';
import type { Course } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { TutorCard } from './tutor-card';
import './tutors-list.css';

type Props = {
  tutors: Tutor[];
  /** The courses on sale, for the filter (the live catalogue, decision 074). */
  courses: readonly Course[];
  /** The course the list is filtered by (?course=), if any. */
  courseId?: number;
  onCourseChange: (courseId: number | undefined) => void;
};

/**
 * The /tutors screen once loaded, with a filter by course. An empty list (also after a failed
 * call) shows no message; a course that no tutor teaches says so.
 */
export function TutorsList({ tutors, courses, courseId, onCourseChange }: Props) {
  const t = messages.tutors.list;
  const filterId = useId();
  const course = courses.find((c) => c.id === courseId);
  return (
    <div className="tutors-page page">
      <title>{format(messages.shell.documentTitle, { page: t.title })}</title>
      <header className="tutors-page__header container">
        <h1 className="page-title">{t.title}</h1>
        <p className="tutors-page__intro">{t.intro}</p>
      </header>
      <div className="tutors-page__filter container">
        <label htmlFor={filterId}>{t.filterLabel}</label>
        <select
          id={filterId}
          className="input"
          value={courseId === undefined ? '' : String(courseId)}
          onChange={(event) => onCourseChange(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t.allCourses}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {format(t.courseOption, { code: c.code, title: c.title })}
            </option>
          ))}
        </select>
      </div>
      <p className="tutors-page__count container" role="status">
        {courseId !== undefined && tutors.length === 0
          ? t.noTutorsForCourse
          : course
            ? format(t.tutorsOfCourse, { count: tutors.length, title: course.title })
            : ''}
      </p>
      <ul className="tutors-page__grid container" aria-label={t.title}>
        {tutors.map((tutor) => (
          <li key={tutor.id}>
            <TutorCard tutor={tutor} />
          </li>
        ))}
      </ul>
    </div>
  );
}

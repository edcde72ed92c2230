import { useId } from 'react';
import type { CourseSubject, Semester } from '@/data/types';
import { format, messages } from '@/lib/i18n';
import { SEMESTER_OPTIONS, subjectOptions, type CourseFilters as Filters } from '../filter-courses';
import './catalog.css';

type Props = {
  categoryId: number;
  value: Filters;
  /** The one filter changed: two changes in a row before the page renders again both count. */
  onChange: (change: Partial<Filters>) => void;
};

/** Subject and semester dropdowns; the empty option means all. */
export function CourseFilters({ categoryId, value, onChange }: Props) {
  const t = messages.catalog.filters;
  const id = useId();
  return (
    <div className="course-filters" role="group" aria-label={t.label}>
      <div className="course-filters__field">
        <label htmlFor={`${id}-subject`}>{t.subject}</label>
        <select
          id={`${id}-subject`}
          className="input"
          value={value.subject}
          onChange={(event) => onChange({ subject: event.target.value as CourseSubject | '' })}
        >
          <option value="">{t.allSubjects}</option>
          {subjectOptions(categoryId).map((subject) => (
            <option key={subject} value={subject}>
              {messages.content.subjects[subject]}
            </option>
          ))}
        </select>
      </div>
      <div className="course-filters__field">
        <label htmlFor={`${id}-sem`}>{t.semester}</label>
        <select
          id={`${id}-sem`}
          className="input"
          value={value.sem}
          onChange={(event) => onChange({ sem: event.target.value as Semester | '' })}
        >
          <option value="">{t.allSemesters}</option>
          {SEMESTER_OPTIONS.map((sem) => (
            <option key={sem} value={sem}>
              {format(t.semesterOption, { sem })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

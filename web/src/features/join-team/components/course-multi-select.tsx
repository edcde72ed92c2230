import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { format, messages } from '@/lib/i18n';

export type CourseMultiSelectProps = {
  id: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
};

/**
 * A searchable multi-select (ARIA combobox with a multi-selectable listbox): type to filter,
 * arrow keys to move, Enter to toggle, Escape to close; chosen courses show as removable chips.
 */
export function CourseMultiSelect({ id, options, value, onChange }: CourseMultiSelectProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1); // -1: no option highlighted
  const text = messages.joinTeam.fields;

  const needle = query.trim().toLowerCase();
  const filtered = needle ? options.filter((option) => option.toLowerCase().includes(needle)) : options;
  const activeIndex = Math.min(active, filtered.length - 1);
  const optionId = (option: string) => `${listId}-${options.indexOf(option)}`;
  const activeOption = open && activeIndex >= 0 ? filtered[activeIndex] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((chosen) => chosen !== option) : [...value, option]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive(open ? Math.min(activeIndex + 1, filtered.length - 1) : 0);
        setOpen(true);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(open ? Math.max(activeIndex - 1, 0) : filtered.length - 1);
        setOpen(true);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(filtered.length - 1);
        }
        break;
      case 'Enter':
        // Never submits the form from here.
        event.preventDefault();
        if (activeOption) toggle(activeOption);
        else setOpen(true);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query) {
          setQuery('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const count = value.length;
  return (
    <div className="course-select">
      {count > 0 && (
        <ul className="course-select__chips" aria-label={text.selectedCourses}>
          {value.map((course) => (
            <li key={course} className="course-select__chip">
              <span>{course}</span>
              <button
                type="button"
                className="course-select__chip-remove"
                onClick={() => toggle(course)}
                aria-label={format(text.removeCourse, { course })}
              >
                <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="course-select__control">
        <input
          id={id}
          className="input course-select__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={`${id}-hint`}
          placeholder={text.coursesPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => {
            // Opening by pointer highlights nothing until an arrow key is pressed.
            setActive(-1);
            setOpen((current) => !current);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <svg className="course-select__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <div
          className="course-select__popup"
          hidden={!open}
          // Keep focus in the input while a pointer picks options.
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul id={listId} role="listbox" aria-multiselectable="true" aria-label={text.coursesToGive} className="course-select__list">
            {filtered.map((option, index) => {
              const selected = value.includes(option);
              return (
                <li
                  key={option}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  className={`course-select__option${index === activeIndex ? ' course-select__option--active' : ''}`}
                  onClick={() => {
                    setActive(index);
                    toggle(option);
                  }}
                >
                  <span className="course-select__check" aria-hidden="true">
                    {selected ? '✓' : ''}
                  </span>
                  {option}
                </li>
              );
            })}
          </ul>
          {filtered.length === 0 && <p className="course-select__empty">{text.coursesNone}</p>}
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {text.coursesHint}
      </p>
      <p className="visually-hidden" role="status">
        {format(text.coursesSelected, { count })}
      </p>
    </div>
  );
}

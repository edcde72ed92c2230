import { useId, useState } from 'react';
import { format, messages } from '@/lib/i18n';

export type StarPickerProps = {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** id of an element describing an error about the picker. */
  errorId?: string;
};

/**
 * 1 to 5 stars as a native radio group: Tab enters it, arrow keys move and select, each
 * star is labelled with its word (Poor ... Excellent).
 */
export function StarPicker({ value, onChange, disabled = false, errorId }: StarPickerProps) {
  const name = useId();
  const legendId = useId();
  const [hovered, setHovered] = useState(0);
  const labels = messages.ratings.starLabels;
  const shown = hovered || value;
  return (
    <fieldset
      className="star-picker"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={errorId}
      disabled={disabled}
      onMouseLeave={() => setHovered(0)}
    >
      <legend id={legendId} className="star-picker__legend">
        {messages.ratings.stars}
      </legend>
      <div className="star-picker__row">
        <div className="star-picker__stars">
          {labels.map((label, index) => {
            const star = index + 1;
            return (
              <label
                key={label}
                className={`star-picker__star${star <= shown ? ' star-picker__star--on' : ''}`}
                onMouseEnter={() => !disabled && setHovered(star)}
              >
                <input
                  type="radio"
                  className="visually-hidden star-picker__input"
                  name={name}
                  value={star}
                  checked={value === star}
                  onChange={() => onChange(star)}
                  aria-label={format(messages.ratings.starOption, { label, count: star })}
                />
                <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                  <path d="M12 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.4l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                </svg>
              </label>
            );
          })}
        </div>
        <span className="star-picker__word" aria-hidden="true">
          {shown ? labels[shown - 1] : messages.ratings.noStars}
        </span>
      </div>
    </fieldset>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '@/lib/i18n';

/** A select filter that applies on change. */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field admin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A search box that applies on submit (Enter or the button), so typing does not fire a call per key. */
export function SearchFilter({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="admin-search" onSubmit={submit}>
      <div className="field admin-filter">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" className="input" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-secondary">
        {messages.admin.search}
      </button>
    </form>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="admin-filters">{children}</div>;
}

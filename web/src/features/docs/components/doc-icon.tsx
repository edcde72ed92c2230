import type { DocIcon as DocIconName } from '@/data/docs';

const PATHS: Record<DocIconName, string> = {
  rocket: 'M12 3c3 2 5 5 5 9l-2 4H9l-2-4c0-4 2-7 5-9zM9 16l-3 3 1-5M15 16l3 3-1-5M12 9.5v.01',
  sparkles: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  teacher: 'M3 9l9-4 9 4-9 4zM7 11v4c3 2 7 2 10 0v-4M21 9v5',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9H4a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3M16 12.5h.01',
  question: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
  lifebuoy:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
};

export function DocIcon({ name }: { name: DocIconName }) {
  return (
    <svg className="doc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

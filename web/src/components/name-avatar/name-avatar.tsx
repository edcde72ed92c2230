import './name-avatar.css';

/** How many tones name-avatar.css defines (deep colours under white letters, as the former pictures had). */
const TONES = 9;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The letters shown for a name, in the script it is written in: two initials for a Latin name
 * ('Rayan Abou Jaoude' -> 'RJ'), one letter for an Arabic one ('ريان أبو جودة' -> 'ر'), since
 * Arabic does not abbreviate names to joined initials.
 */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (!first) return '';
  const letter = (word: string) => Array.from(word)[0] ?? '';
  if (ARABIC.test(first)) return letter(first);
  const last = words.length > 1 ? letter(words[words.length - 1]!) : '';
  return (letter(first) + last).toLocaleUpperCase();
}

/** A stable tone (0..8) for a person: the key stays the same in every language (their picture's path). */
export function avatarTone(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % TONES;
}

/** Classes, not a style attribute: the page's CSP refuses inline styles. */
type NameAvatarProps = { name: string; toneKey: string; size: 40 | 48; className?: string };

/**
 * A round badge with a person's initials written as text in the page, so the letters follow the
 * language the name is shown in (an Arabic page shows Arabic letters, not Latin ones baked into a
 * picture). Decorative: the name is written next to it.
 */
export function NameAvatar({ name, toneKey, size, className = '' }: NameAvatarProps) {
  return (
    <span className={`name-avatar name-avatar--${size} name-avatar--tone-${avatarTone(toneKey)} ${className}`} aria-hidden="true">
      {nameInitials(name)}
    </span>
  );
}

import type { DocItem, DocSection } from '@/data/docs';

const normalise = (value: string) =>
  value
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const itemText = (item: DocItem) => [item.title, ...item.paragraphs, ...(item.steps ?? [])];

/**
 * The sections matching a query: a section whose title matches keeps all its items;
 * otherwise it keeps the items whose title, paragraphs or steps contain the query.
 * Case and accents are ignored; a blank query returns everything.
 */
export function searchDocs(sections: readonly DocSection[], query: string): DocSection[] {
  const needle = normalise(query.trim());
  if (!needle) return [...sections];
  const matches = (text: string) => normalise(text).includes(needle);
  const result: DocSection[] = [];
  for (const section of sections) {
    if (matches(section.title)) {
      result.push(section);
      continue;
    }
    const items = section.items.filter((item) => itemText(item).some(matches));
    if (items.length > 0) result.push({ ...section, items });
  }
  return result;
}

export const countItems = (sections: readonly DocSection[]) => sections.reduce((total, section) => total + section.items.length, 0);

/** ?page=&per_page= (validated by adminPageQuerySchema) as LIMIT and OFFSET. */
export const pageWindow = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** `text` with LIKE's own wildcards taken literally (ESCAPE '\'). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that matches `text` anywhere (lower-cased, ESCAPE '\'). */
export const containsPattern = (text: string) => `%${likeLiteral(text.toLowerCase())}%`;

/** A LIKE pattern that matches what starts with `text` (lower-cased, ESCAPE '\'): a b-tree range. */
export const prefixPattern = (text: string) => `${likeLiteral(text.toLowerCase())}%`;

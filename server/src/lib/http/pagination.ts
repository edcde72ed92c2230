/** ?page=&per_page= (validated by adminPageQuerySchema) as LIMIT and OFFSET. */
export const pageWindow = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

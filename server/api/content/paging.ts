/**
 * Paging fields of the content lists and search: `next` (the offset a previous answer gave) and
 * `limit`; a GET sends them as query strings, so digits in a string count as the number.
 */
const count = (maximum: number) => ({
  anyOf: [
    { type: 'integer', minimum: 0, maximum },
    { type: 'string', pattern: '^[0-9]{1,6}$' },
  ],
});

export const pagingProperties = { next: count(100_000), limit: count(100) };

export interface PagingData {
  next?: number | string;
  limit?: number | string;
}

/** The offset and page size asked for; a limit outside 1..max is brought within it. */
export function pagingOf(data: PagingData, defaultLimit: number, maxLimit: number) {
  const offset = data.next === undefined ? 0 : Number(data.next);
  const asked = data.limit === undefined ? defaultLimit : Number(data.limit);
  return { offset, limit: Math.min(Math.max(asked, 1), maxLimit) };
}

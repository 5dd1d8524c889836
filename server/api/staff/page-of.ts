/** Every staff table is paged on the server, this many rows a page. */
export const pageSize = 20;

export const pageSchema = { type: 'integer', minimum: 1, maximum: 100_000 } as const;

export function pageOf<Row>(rows: Row[], total: number, page: number) {
  return { items: rows, total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export const offsetOf = (page = 1): number => (page - 1) * pageSize;

/**
 * How long the server reuses what it read for the pages it sends (the top alert, the SEO
 * entries): a change in the database shows on pages within this time.
 */
export const pageReadCacheMs = 10_000;

/** `read` at most once per `pageReadCacheMs`; concurrent page requests share one read. */
export function cachedRead<T>(
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let cached: { answer: Promise<T>; readAt: number } | null = null;
  return () => {
    if (cached === null || now() - cached.readAt >= pageReadCacheMs) {
      const answer = read();
      const entry = { answer, readAt: now() };
      cached = entry;
      // A failed read is not kept: the next page asks the database again.
      answer.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.answer;
  };
}

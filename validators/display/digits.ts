/** The digits of a text or whole number; any other input has none. */
export const digitsOf = (value: unknown): string => {
  if (typeof value === 'string') return value.replace(/\D/g, '');
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return '';
};

/**
 * Lays digits out in groups joined by hyphens, as far as the digits go: with groups [3, 2, 4],
 * '1234' becomes '123-4'. Extra digits beyond the groups are dropped.
 */
export const groupDigits = (digits: string, groups: readonly number[]): string => {
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    const part = digits.slice(start, start + size);
    if (part === '') break;
    parts.push(part);
    start += size;
  }
  return parts.join('-');
};

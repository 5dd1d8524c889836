import { maxItemsMessage, messages, minItemsMessage } from '../messages';
import type { Validation } from '../validation';

const countItems =
  (passes: (count: number, limit: number) => boolean, message: (limit: number) => string) =>
  (value: unknown, limit: number): Validation => {
    const list = value === undefined || value === null ? [] : value;
    if (!Array.isArray(list)) return messages.invalid;
    return passes(list.length, limit) ? undefined : message(limit);
  };

/** A missing list counts as an empty one, so a minimum above zero also demands the list. */
export const validateMinItems = countItems((count, min) => count >= min, minItemsMessage);
export const validateMaxItems = countItems((count, max) => count <= max, maxItemsMessage);

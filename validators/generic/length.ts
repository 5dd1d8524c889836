import { exactLengthMessage, maxLengthMessage, messages, minLengthMessage } from '../messages';
import type { Validation } from '../validation';
import { characterCount, isEmpty } from './values';

const checkLength =
  (passes: (count: number, limit: number) => boolean, message: (limit: number) => string) =>
  (value: unknown, limit: number): Validation => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return messages.mustBeString;
    return passes(characterCount(value), limit) ? undefined : message(limit);
  };

export const validateExactLength = checkLength(
  (count, limit) => count === limit,
  exactLengthMessage,
);
export const validateMinLength = checkLength((count, limit) => count >= limit, minLengthMessage);
export const validateMaxLength = checkLength((count, limit) => count <= limit, maxLengthMessage);

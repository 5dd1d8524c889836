import {
  greaterThanMessage,
  lessThanMessage,
  maxNumberMessage,
  messages,
  minNumberMessage,
} from '../messages';
import type { Validation } from '../validation';
import { isEmpty, toNumber } from './values';

const compare =
  (passes: (value: number, limit: number) => boolean, message: (limit: number) => string) =>
  (value: unknown, limit: number): Validation => {
    if (isEmpty(value)) return undefined;
    const number = toNumber(value);
    if (number === undefined) return messages.mustBeNumber;
    return passes(number, limit) ? undefined : message(limit);
  };

/** Inclusive bounds. */
export const validateMinNumber = compare((value, min) => value >= min, minNumberMessage);
export const validateMaxNumber = compare((value, max) => value <= max, maxNumberMessage);
/** Strict bounds. */
export const validateGreaterThan = compare((value, limit) => value > limit, greaterThanMessage);
export const validateLessThan = compare((value, limit) => value < limit, lessThanMessage);

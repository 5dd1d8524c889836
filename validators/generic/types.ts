import { messages } from '../messages';
import type { Validation } from '../validation';
import { isEmpty, toNumber } from './values';

export const mustBeString = (value: unknown): Validation =>
  isEmpty(value) || typeof value === 'string' ? undefined : messages.mustBeString;

/** Form fields hold numbers as text, so a plain decimal string counts as a number. */
export const mustBeNumber = (value: unknown): Validation =>
  isEmpty(value) || toNumber(value) !== undefined ? undefined : messages.mustBeNumber;

import { messages } from '../messages';
import type { Validation } from '../validation';
import { isEmpty } from './values';

const idPattern = /^[A-Za-z0-9_]+$/;
const identifierPattern = /^[A-Za-z][\w\-:.]*$/;

/** Spec §5: the id field allows only alphanumeric characters and underscore. */
export const validateId = (value: unknown): Validation => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.mustBeString;
  return idPattern.test(value) ? undefined : messages.invalidCharacter;
};

/** Spec §5: starts with a letter, then word characters, hyphen, colon or period. */
export const validateIdentifier = (value: unknown): Validation => {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') return messages.mustBeString;
  return identifierPattern.test(value) ? undefined : messages.invalid;
};

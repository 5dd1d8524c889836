import { isEmpty } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';

/** Spec §5: a switcher (yes/no toggle) holds '1' or '0'. */
export const validateSwitcher = (value: unknown): Validation => {
  if (isEmpty(value)) return undefined;
  return value === '1' || value === '0' ? undefined : messages.invalid;
};

/** Spec §5: a confirmation box must be ticked ('1'); anything else reads as not filled in. */
export const validateConfirmation = (value: unknown): Validation =>
  value === '1' ? undefined : messages.required;

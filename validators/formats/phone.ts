import { messages } from '../messages';
import { onText } from './text';

const phonePattern = /^(\d{3}-\d{3}-\d{4}|\d{10})$/;

/** Spec §5: NNN-NNN-NNNN, or the same ten digits without separators. */
export const validatePhone = onText((text) =>
  phonePattern.test(text) ? undefined : messages.phone,
);

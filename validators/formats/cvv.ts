import { maxLengthMessage, messages, minLengthMessage } from '../messages';
import { digitsOnly, onText } from './text';

export const cvvLength = { min: 3, max: 4 } as const;

export const validateCvv = onText((text) => {
  if (!digitsOnly.test(text)) return messages.onlyNumbers;
  if (text.length < cvvLength.min) return minLengthMessage(cvvLength.min);
  if (text.length > cvvLength.max) return maxLengthMessage(cvvLength.max);
  return undefined;
});

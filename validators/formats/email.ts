import { characterCount } from '../generic/values';
import { maxLengthMessage, messages } from '../messages';
import { onText } from './text';

export const emailMaxLength = 60;

// The WHATWG (HTML input type=email) definition, with a dot required in the domain because
// the association only mails public addresses.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Dots may separate the words of the local part (before the @), never start, end or double. */
const misplacedDot = (local: string): boolean =>
  local.startsWith('.') || local.endsWith('.') || local.includes('..');

export const validateEmail = onText((text) => {
  if (!emailPattern.test(text) || misplacedDot(text.slice(0, text.lastIndexOf('@'))))
    return messages.email;
  return characterCount(text) <= emailMaxLength ? undefined : maxLengthMessage(emailMaxLength);
});

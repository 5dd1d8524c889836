import { messages } from '../messages';
import { onText } from './text';

// Latin letters with or without accents (precomposed or combining marks), digits, the plain
// space and the spec's punctuation list. Tabs, line breaks and other scripts are refused.
const strictString = /^[\p{Script=Latin}\p{M}0-9 _\-'.,&*()?;:%#@!+]*$/u;

export const validateStrictString = onText((text) =>
  strictString.test(text) ? undefined : messages.invalidCharacter,
);

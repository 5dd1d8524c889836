import { messages } from '../messages';
import { onText } from './text';

// Latin letters with or without accents (precomposed, or followed by combining marks), digits,
// the plain space and the spec's punctuation list. Tabs, line breaks, other scripts, Latin
// symbols that are not letters (Roman numerals) and marks that accent no letter are refused.
const strictString = /^(?:(?=\p{L})\p{Script=Latin}\p{M}*|[0-9 _\-'.,&*()?;:%#@!+])*$/u;

export const validateStrictString = onText((text) =>
  strictString.test(text) ? undefined : messages.invalidCharacter,
);

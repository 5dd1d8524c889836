import { messages } from '../messages';
import { onText } from './text';

// A person's name as people write it: Latin letters (accented or not), spaces, hyphens,
// apostrophes and periods. No digits, @, colon or slash, so that a name put into an e-mail the
// association sends for a visitor cannot carry a phone number, address or link of theirs.
const personName = /^(?:(?=\p{L})\p{Script=Latin}\p{M}*|[ \-'.’])*$/u;
// Words joined by a period ('prize.example') read as a web address; initials ('J.R.') do not.
const addressLike = /\p{L}{2}\.\p{L}{2}/u;

export const validatePersonName = onText((text) =>
  personName.test(text) && !addressLike.test(text) ? undefined : messages.invalidCharacter,
);

import type { FormData } from '../definition/types';
import { isRecord } from '../../validators';

const isBlank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/** No answer: none given, or a text of spaces only (which is kept as none). */
export const isUnanswered = (value: unknown): boolean => value === undefined || isBlank(value);

/** Whether any text in the value is blank: most answers have none, and are not copied. */
function hasBlank(value: unknown): boolean {
  if (typeof value === 'string') return isBlank(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasBlank(item)) return true;
    return false;
  }
  for (const key in value) if (hasBlank((value as FormData)[key])) return true;
  return false;
}

/**
 * A text as it is kept: without the spaces around it, its line breaks as spaces (no answer is
 * kept on lines: a break typed in a box such as the unit would otherwise be refused as an
 * invalid character), and in composed form, so an accented letter pasted as a letter and a mark
 * is one character, as it is counted against its limit and stored.
 */
const tidied = (text: string): string =>
  text
    .trim()
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .normalize('NFC');

/** The value without texts of spaces only, each other text tidied too when `trim` is set. */
function withoutBlanks(value: unknown, trim = false): unknown {
  if (typeof value === 'string') return trim ? tidied(value) : value;
  if (Array.isArray(value)) return value.map((item) => withoutBlanks(item, trim));
  if (!isRecord(value)) return value;
  const out: FormData = {};
  for (const [key, answer] of Object.entries(value))
    if (!isBlank(answer)) out[key] = withoutBlanks(answer, trim);
  return out;
}

/**
 * The answers with every text of spaces only left out: a name of three spaces is no name, and a
 * required one is refused with 'This field is required', not taken as answered.
 */
export const blankAsMissing = (data: FormData): FormData =>
  hasBlank(data) ? (withoutBlanks(data) as FormData) : data;

/**
 * The answers as they are kept and sent: every text tidied (without the spaces around it, line
 * breaks as spaces, composed), and one of spaces only left out. What is checked is then what is
 * stored (a middle initial of a space is none, ' John ' is John).
 */
export const trimmedAnswers = (data: FormData): FormData => withoutBlanks(data, true) as FormData;

import { messages } from '../../validators';

/**
 * Characters no field has a use for and PostgreSQL cannot store: NUL in text, and a lone UTF-16
 * surrogate (JSON's "\ud800", valid to Node and refused by jsonb). In Unicode mode a surrogate
 * pair is one code point, so an emoji is not matched.
 */
// eslint-disable-next-line no-control-regex -- NUL is the character refused.
const unstorable = /\u0000|\p{Surrogate}/u;

/**
 * Every string (value or key) in the input holding an unstorable character is refused up front,
 * by field path, before any action can change anything it would then fail to record.
 */
export function unstorableCharacterErrors(data: unknown, path = ''): Record<string, string> {
  if (typeof data === 'string') {
    return unstorable.test(data) ? { [path || 'data']: messages.invalidCharacter } : {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (unstorable.test(key)) errors[path || 'data'] = messages.invalidCharacter;
    Object.assign(errors, unstorableCharacterErrors(value, childPath));
  }
  return errors;
}

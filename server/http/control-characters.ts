import { messages } from '../../validators';

/**
 * PostgreSQL text cannot hold the NUL character, and no form field has a use for it: every
 * string in the input that contains one is refused up front, by field path.
 */
export function nulCharacterErrors(data: unknown, path = ''): Record<string, string> {
  if (typeof data === 'string') {
    return data.includes('\u0000') ? { [path || 'data']: messages.invalidCharacter } : {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) errors[path || 'data'] = messages.invalidCharacter;
    Object.assign(errors, nulCharacterErrors(value, childPath));
  }
  return errors;
}

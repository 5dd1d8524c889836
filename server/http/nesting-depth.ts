import { messages } from '../../validators';

/**
 * How deep an action's input may nest. The deepest answer of a form sits at depth 4
 * (beneficiaries.primary.0.name); input nested thousands deep overflowed the stack of the
 * recursive checks and of JSON.stringify, a 500 where the caller deserves a 400.
 */
export const maxInputDepth = 32;

/** The first path that nests deeper than `maxInputDepth`, as a field error; stops there. */
export function tooDeepErrors(data: unknown, path: string[] = []): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {};
  if (path.length >= maxInputDepth) return { [path.join('.')]: messages.invalid };
  for (const [key, value] of Object.entries(data)) {
    const errors = tooDeepErrors(value, [...path, key]);
    if (Object.keys(errors).length > 0) return errors;
  }
  return {};
}

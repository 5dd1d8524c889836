import type { FieldErrors } from '../../definition/types';

/**
 * The errors as they stand once entry `index` of the list at `listPath` is removed: the removed
 * entry's go with it, and those of the entries below move up one with their entries, so a
 * message stays on the answer it is about rather than on the row number it was shown at.
 */
export function errorsWithoutEntry(
  errors: FieldErrors,
  listPath: string,
  index: number,
): FieldErrors {
  const prefix = `${listPath}.`;
  let changed = false;
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [row, ...rest] = path.startsWith(prefix) ? path.slice(prefix.length).split('.') : [];
    const at = row !== undefined && /^\d+$/.test(row) ? Number(row) : undefined;
    if (at === undefined || at < index) {
      out[path] = message;
      continue;
    }
    changed = true;
    if (at > index) out[[listPath, at - 1, ...rest].join('.')] = message;
  }
  return changed ? out : errors;
}

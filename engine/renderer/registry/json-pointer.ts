/**
 * In place of the jsonpointer package in the browser builds
 * (scripts/build/rjsf-registry-plugin.ts): @rjsf/utils only reads a `$ref`'s target with its
 * `get`, always given a string; the package also sets values and takes arrays. The same answers
 * and errors for a string pointer.
 */
function get(target: unknown, pointer: string): unknown {
  if (typeof target !== 'object') throw new Error('Invalid input object.');
  const parts = pointer.split('/');
  if (parts[0] !== '') throw new Error('Invalid JSON pointer.');
  // A null target throws as the package's does, reading a key of null.
  let current = target as Record<string, unknown>;
  for (let index = 1; index < parts.length; index += 1) {
    const key = (parts[index] ?? '').replace(/~[01]/g, (escape) => (escape === '~1' ? '/' : '~'));
    const value = current[key];
    if (index === parts.length - 1) return value;
    if (typeof value !== 'object' || value === null) return undefined;
    current = value as Record<string, unknown>;
  }
  return target;
}

export default { get };

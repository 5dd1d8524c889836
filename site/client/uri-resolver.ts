// Stands in for fast-uri in the browser bundle (vite alias in scripts/build/build-site.ts).
// @rjsf/utils imports it only to resolve a `$ref` against a schema's `$id` (findSchemaDefinition),
// which put about 6.6 KB of gzipped RFC 3986 parser into every application page. Our step schemas
// carry no `$id` (fragments are inlined when a definition is resolved), so the URL standard the
// browser already has is enough.

/** `ref` read against `base`, as a URI reference is (RFC 3986 §5); `ref` as is when it can't be. */
function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return `${base.split('#')[0] ?? ''}${ref}`;
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** The same URI once normalised (scheme and host case, percent-encoding), as fast-uri compares. */
function equal(a: string, b: string): boolean {
  const normal = (uri: string) => {
    try {
      return new URL(uri).href;
    } catch {
      return uri;
    }
  };
  return normal(a) === normal(b);
}

export default { resolve, equal };

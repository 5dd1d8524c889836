// Reads stylesheets for tests/design-tokens.test.ts: the tokens of the token file, the token
// fallbacks written in var(), and any colour literal left in a declaration.

/** A stylesheet without its comments (each replaced by a space). */
export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, ' ');
}

/** The value of every declaration, leaving out selectors (an id selector may look like a hex). */
function declarationValues(css: string): string[] {
  const values: string[] = [];
  for (const [, text = '', end] of withoutComments(css).matchAll(/([^{};]*)([{};])/g)) {
    if (end === '{') continue;
    const colon = text.indexOf(':');
    if (colon >= 0) values.push(text.slice(colon + 1));
  }
  return values;
}

/** The custom properties declared in the token file, by name without the leading dashes. */
export function readTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name = '', value = ''] of withoutComments(css).matchAll(
    /--([\w-]+)\s*:\s*([^;}]+)/g,
  )) {
    tokens.set(name, value.trim().toLowerCase());
  }
  return tokens;
}

/** A token's value, following a role token (var(--other)) to the value it names. */
export function resolveToken(tokens: Map<string, string>, name: string): string | undefined {
  const value = tokens.get(name);
  const alias = value?.match(/^var\(--([\w-]+)\)$/)?.[1];
  return alias ? resolveToken(tokens, alias) : value;
}

/** Each var(--name, fallback) whose fallback is a single value (no nested parentheses). */
export function tokenFallbacks(css: string): { name: string; fallback: string }[] {
  return declarationValues(css).flatMap((value) =>
    [...value.matchAll(/var\(--([\w-]+)\s*,\s*([^()]+?)\s*\)/g)].map(
      ([, name = '', fallback = '']) => ({
        name,
        fallback,
      }),
    ),
  );
}

/** The colour literals of a stylesheet, but for those that are a token's fallback. */
export function colourLiterals(css: string): string[] {
  return declarationValues(css).flatMap((value) =>
    [
      ...value
        .replace(/var\(--[\w-]+\s*,\s*[^()]+?\s*\)/g, ' ')
        .matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi),
    ].map(([literal]) => literal),
  );
}

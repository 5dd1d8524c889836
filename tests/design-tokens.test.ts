import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  colourLiterals,
  readTokens,
  resolveToken,
  tokenFallbacks,
  withoutComments,
} from './design-tokens';

// Issue 28: one set of design tokens for the site, the staff console, the form engine and the
// studio preview. A colour written anywhere but the token file is a colour that will drift.
const root = fileURLToPath(new URL('..', import.meta.url));
const tokenFile = 'site/styles/tokens.css';
const skipped = new Set(['node_modules', 'dist', '.data', '.git', 'coverage']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [relative(root, path)] : [];
  });
}

const tokens = readTokens(readFileSync(join(root, tokenFile), 'utf8'));
const files = cssFiles(root).filter((file) => file !== tokenFile);

describe('design tokens', () => {
  it('finds the stylesheets of the site, the console, the engine and the studio preview', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'site/styles/base.css',
        'site/admin/admin.css',
        'engine/renderer/form-wizard.css',
        'studio/preview-frame/preview-frame.css',
      ]),
    );
  });

  it.each(files)('%s writes no colour of its own', (file) => {
    const css = readFileSync(join(root, file), 'utf8');
    const wrongFallbacks = tokenFallbacks(css)
      .filter(({ name, fallback }) => resolveToken(tokens, name) !== fallback.toLowerCase())
      .map(({ name, fallback }) => `var(--${name}, ${fallback})`);
    expect(wrongFallbacks).toEqual([]);
    expect(colourLiterals(css)).toEqual([]);
  });

  it('uses only tokens that exist', () => {
    const unknown = files.flatMap((file) =>
      tokenFallbacks(readFileSync(join(root, file), 'utf8'))
        .filter(({ name }) => !tokens.has(name))
        .map(({ name }) => `${file}: --${name}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the token scanner', () => {
  it('finds hex, rgb and hsl colours outside a token fallback', () => {
    const css = `a { color: #b50909; background: rgb(0 0 0 / 50%); border-color: hsl(0 0% 0%); }`;
    expect(colourLiterals(css)).toEqual(['#b50909', 'rgb(', 'hsl(']);
  });

  it('allows a colour as the fallback of a token, and ignores comments and ids in selectors', () => {
    const css = `/* was #005ea2 */ #fade a { color: var(--link, #1d4e89); }`;
    expect(colourLiterals(css)).toEqual([]);
    expect(tokenFallbacks(css)).toEqual([{ name: 'link', fallback: '#1d4e89' }]);
  });

  it('resolves a role token to the colour it names', () => {
    const map = readTokens(`:root { --red: #A4161A; --primary: var(--red); }`);
    expect(resolveToken(map, 'primary')).toBe('#a4161a');
    expect(withoutComments('a /* b */ c')).toBe('a   c');
  });
});

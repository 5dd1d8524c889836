import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine learns every plan rule through the interface it defines: its code, comments and
// examples name no plan (README.md, "Layout"). Its own tests may use plan-like fixtures.
const planNames = /term.?90|level.?term|national.?guard|tricare|nexgen|hospital|legal.?plan/i;
const root = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|json|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

describe('engine/', () => {
  it('names no plan in its code, comments, schemas or examples', () => {
    const found = sourceFiles(root).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          planNames.test(line) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

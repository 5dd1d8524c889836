import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine learns every plan rule through the interface it defines: its code, comments, examples
// and tests name no plan (README.md, "Layout"). A test that needs an application type takes one
// from the list in validators/. This file, which holds the names to look for, is the one exception.
const planNames = /term.?90|level.?term|national.?guard|tricare|next?gen|hospital|legal.?plan/i;
const root = import.meta.dirname;
const self = import.meta.filename;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|json|css)$/.test(entry.name) && path !== self ? [path] : [];
  });
}

describe('engine/', () => {
  it('names no plan in its code, comments, schemas, examples or tests', () => {
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

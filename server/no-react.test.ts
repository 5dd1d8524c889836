import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// README.md, "Layout": the server never imports React. The lint rule guards each file's direct
// imports; this walks the whole graph the server loads (static and lazy imports, through
// engine/, forms/, plans/ and validators/) and lists every package it reaches.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reactPackage = /^(react|react-dom|react-router|@rjsf\/[^/]+|@xstate\/react)(\/|$)/;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

function packagesReachedFrom(entry: string): { packages: Set<string>; files: number } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) {
        const next = resolveLocal(file, fileName);
        if (next) queue.push(next);
      } else {
        packages.add(fileName);
      }
    }
  }
  return { packages, files: seen.size };
}

describe('the server import graph', () => {
  it('reaches no React package, directly or through engine/ and forms/', () => {
    const { packages, files } = packagesReachedFrom(join(root, 'scripts', 'cli', 'start.ts'));
    expect(files).toBeGreaterThan(50);
    expect(packages.has('fastify')).toBe(true);
    expect([...packages].filter((name) => reactPackage.test(name))).toEqual([]);
  });

  it('would see React if the engine renderer were reached', () => {
    const { packages } = packagesReachedFrom(join(root, 'engine', 'renderer', 'index.ts'));
    expect([...packages].some((name) => reactPackage.test(name))).toBe(true);
  });
});

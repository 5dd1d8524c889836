// What a forms folder holds, read from disk (Node only): each plan's form definitions in a folder
// of its own (forms/term-90-plus/), the shared fragments in fragments/. Nothing registers a file:
// a variant's form exists once its JSON file is in its plan's folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A forms folder's JSON files by path within it ('term-90-plus/standard.json'), sorted. */
export type FormFolderFiles = { readonly [path: string]: unknown };

/** Every `<folder>/<name>.json` one level down, sorted, so every run sees the same order. */
export function formFolderPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(dir, folder.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${folder.name}/${name}`),
    )
    .sort();
}

function readJson(dir: string, path: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, path), 'utf8'));
  } catch (error) {
    // JSON.parse names the position only: staff need the file.
    throw new Error(`forms/${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** The folder's JSON files, parsed, in formFolderPaths' order. */
export function readFormFolder(dir: string): FormFolderFiles {
  return Object.fromEntries(formFolderPaths(dir).map((path) => [path, readJson(dir, path)]));
}

// The plan files of a catalogue folder, read from disk (Node only): every `<plan id>.json` beside
// the plan list (plan-codes.json). Nothing registers a file: a plan exists once its file is here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const planCodesFileName = 'plan-codes.json';

/** A catalogue folder's plan files by name ('term-90-plus.json'), sorted. */
export type PlanFolderFiles = { readonly [name: string]: unknown };

/** Every plan file of the folder, sorted, so every run sees the same order. */
export function planFolderPaths(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== planCodesFileName)
    .sort();
}

function readJson(dir: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, name), 'utf8'));
  } catch (error) {
    // JSON.parse names the position only: staff need the file.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`plans/catalogue/${name}: ${reason}`, { cause: error });
  }
}

/** The folder's plan files, parsed, in planFolderPaths' order. */
export function readPlanFolder(dir: string): PlanFolderFiles {
  return Object.fromEntries(planFolderPaths(dir).map((name) => [name, readJson(dir, name)]));
}

// The forms' version lock (forms/versions.lock.json): for each form id, each version's shape as
// it was when the version was raised (the hash of its steps and answer schemas, its step ids and
// answer pointers). check:catalogue holds every form against it (versionFindings), so a form
// whose shape changed without a new version is refused; `npm run forms:lock` records a new
// version. Read when asked, never when the module loads: the server bundle has no forms/ folder.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DefinitionError,
  formShape,
  formVersionOf,
  resolveDefinition,
  shapeText,
  versionFindings,
  type FormDefinition,
  type FormFile,
  type Fragments,
  type LockedVersion,
  type LockedVersions,
} from '../engine';

/** Every form's locked versions, by form id. */
export type VersionsLock = { [formId: string]: LockedVersions };

export const versionsLockPath = join(import.meta.dirname, 'versions.lock.json');

export function readVersionsLock(path = versionsLockPath): VersionsLock {
  return JSON.parse(readFileSync(path, 'utf8')) as VersionsLock;
}

/** A form's shape today, hashed, as the lock records a version. */
export function lockedVersionOf(definition: FormDefinition): LockedVersion {
  const hash = createHash('sha256').update(shapeText(definition)).digest('hex').slice(0, 16);
  return { hash, ...formShape(definition) };
}

/** The form files that resolve, with their fragments inlined; checkForms names the others. */
function resolvedForms(files: FormFile[], fragments: Fragments) {
  return files.flatMap((file) => {
    try {
      return [
        {
          path: file.path,
          definition: resolveDefinition(file.content as FormDefinition, fragments),
        },
      ];
    } catch (error) {
      if (error instanceof DefinitionError) return [];
      throw error;
    }
  });
}

/** check:catalogue's findings on every form's version and migrations, against the lock. */
export function formVersionFindings(
  files: FormFile[],
  fragments: Fragments,
  lock: VersionsLock,
): string[] {
  return resolvedForms(files, fragments).flatMap(({ path, definition }) =>
    versionFindings(path, definition, lock[definition.formId], lockedVersionOf(definition).hash),
  );
}

/**
 * The lock with each form's version recorded when it is not yet, and what was refused: a
 * version already locked with another shape is kept as it was (a released version must not
 * change), unless its form id is in `replace` (a version not released yet, changed again).
 */
export function withFormVersions(
  files: FormFile[],
  fragments: Fragments,
  lock: VersionsLock,
  replace: readonly string[] = [],
): { lock: VersionsLock; refused: string[] } {
  const next: VersionsLock = structuredClone(lock);
  const refused: string[] = [];
  for (const { path, definition } of resolvedForms(files, fragments)) {
    const version = String(formVersionOf(definition));
    const today = lockedVersionOf(definition);
    const known = next[definition.formId]?.[version];
    if (known && known.hash !== today.hash && !replace.includes(definition.formId)) {
      refused.push(
        `${path}: version ${version} is locked with another shape: raise /version, or pass ` +
          `--replace ${definition.formId} if version ${version} was never released`,
      );
      continue;
    }
    next[definition.formId] = { ...next[definition.formId], [version]: today };
  }
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  return { lock: sorted, refused };
}

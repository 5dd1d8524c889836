import { answerMove } from '../migrations/answer-changes';
import { formShape, type FormShape } from '../migrations/form-shape';
import { formVersionOf } from '../migrations/form-version';
import type { AnswerChange } from '../migrations/types';
import type { FormDefinition } from './types';

/** One form version as the lock records it: the hash of its shape, its steps and pointers. */
export interface LockedVersion extends FormShape {
  hash: string;
}

/** A form's locked versions by version number. */
export type LockedVersions = { [version: string]: LockedVersion };

export const lockFileName = 'forms/versions.lock.json';
const lockCommand = 'npm run forms:lock';

/** Pointers of `shape` no other pointer lies under: the answers themselves, not their sections. */
const answerPointers = (shape: FormShape): string[] =>
  shape.pointers.filter((p) => !shape.pointers.some((other) => other.startsWith(`${p}/`)));

const covers = (moved: string, pointer: string): boolean =>
  pointer === moved || pointer.startsWith(`${moved}/`);

/** The pointers and steps a change names that the version before or after it lacks. */
function changeFindings(change: AnswerChange, before: FormShape, after: FormShape): string[] {
  const missing: string[] = [];
  const need = (shape: FormShape, kind: 'pointers' | 'steps', name: string, which: string) => {
    if (!shape[kind].includes(name)) missing.push(`${name}, which ${which} lacks`);
  };
  const move = answerMove(change);
  if (move) {
    need(before, 'pointers', move.from, 'the version before');
    if (move.to !== undefined) need(after, 'pointers', move.to, 'the new version');
  } else if ('splitStep' in change) {
    need(before, 'steps', change.splitStep, 'the version before');
    for (const id of change.into) need(after, 'steps', id, 'the new version');
  } else if ('mergeSteps' in change) {
    for (const id of change.mergeSteps) need(before, 'steps', id, 'the version before');
    need(after, 'steps', change.into, 'the new version');
  }
  return missing;
}

/**
 * A form's version held against the lock (forms/versions.lock.json): the version is locked, the
 * shape it was locked with is the form's shape today (`hash`), no version goes backwards, each
 * migration names only pointers and steps its two versions have, and no answer of a version
 * before is left with no place in the next (moved, renamed or dropped, never lost silently).
 */
export function versionFindings(
  path: string,
  definition: FormDefinition,
  locked: LockedVersions | undefined,
  hash: string,
): string[] {
  const version = formVersionOf(definition);
  if (!locked) {
    return [`${path}: form '${definition.formId}' is not in ${lockFileName}: run ${lockCommand}`];
  }
  const highest = Math.max(0, ...Object.keys(locked).map(Number));
  const errors: string[] = [];
  const own = locked[String(version)];
  if (version < highest) {
    errors.push(`${path}: /version ${version} is below version ${highest}, already locked`);
  } else if (!own) {
    errors.push(`${path}: /version ${version} is not in ${lockFileName}: run ${lockCommand}`);
  } else if (own.hash !== hash) {
    errors.push(
      `${path}: /version the form's steps or answers changed since version ${version} was ` +
        `locked: raise /version to ${highest + 1}, declare in /migrations the answers moved, ` +
        `renamed or dropped, and run ${lockCommand}`,
    );
  }
  const today = formShape(definition);
  const shapeOf = (n: number): FormShape | undefined => (n === version ? today : locked[String(n)]);
  const migrations = definition.migrations ?? [];
  migrations.forEach((migration, i) => {
    const before = shapeOf(migration.version - 1);
    const after = shapeOf(migration.version);
    if (migration.version > version || !before || !after) {
      errors.push(
        `${path}: /migrations/${i}/version ${migration.version} leads from no locked version ` +
          `to one up to the form's (${version})`,
      );
      return;
    }
    migration.changes.forEach((change, j) => {
      for (const missing of changeFindings(change, before, after))
        errors.push(`${path}: /migrations/${i}/changes/${j} names ${missing}`);
    });
  });
  for (let n = 2; n <= version; n += 1) {
    const before = shapeOf(n - 1);
    const after = shapeOf(n);
    if (!before || !after) continue;
    const moved = migrations
      .filter((migration) => migration.version === n)
      .flatMap((migration) => migration.changes.map(answerMove))
      .flatMap((move) => (move ? [move.from] : []));
    for (const pointer of answerPointers(before)) {
      if (after.pointers.includes(pointer) || moved.some((from) => covers(from, pointer))) continue;
      errors.push(
        `${path}: answers at ${pointer} of version ${n - 1} have no place in version ${n}: ` +
          'move, rename or drop them in /migrations',
      );
    }
  }
  return errors;
}

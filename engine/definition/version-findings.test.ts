import { describe, expect, it } from 'vitest';
import { applicationTypes } from '../../validators';
import { formShape } from '../migrations/form-shape';
import type { FormDefinition, StepDefinition } from './types';
import { versionFindings, type LockedVersions } from './version-findings';

const planStep = (field: string): StepDefinition => ({
  id: 'plan',
  title: 'Your plan',
  schema: {
    type: 'object',
    properties: { plan: { type: 'object', properties: { [field]: { type: 'string' } } } },
  },
});

const definition = (version: number, field: string, extra: Partial<FormDefinition> = {}) =>
  ({
    formId: 'example',
    version,
    appId: 'example',
    title: 'Example',
    applicationType: applicationTypes[0],
    typeCode: 'sale',
    template: 'base',
    branding: 'life',
    plan: { plan: 'p', variant: 'v' },
    route: '/example/',
    steps: [planStep(field)],
    ...extra,
  }) satisfies FormDefinition;

const v1 = { hash: 'h1', ...formShape(definition(1, 'choice')) };
const path = 'forms/example/form.json';

describe('versionFindings', () => {
  it('accepts a form whose shape is the one locked for its version', () => {
    expect(versionFindings(path, definition(1, 'choice'), { 1: v1 }, 'h1')).toEqual([]);
  });

  it('refuses a changed form whose version was not raised', () => {
    expect(versionFindings(path, definition(1, 'code'), { 1: v1 }, 'h2')).toEqual([
      `${path}: /version the form's steps or answers changed since version 1 was locked: ` +
        'raise /version to 2, declare in /migrations the answers moved, renamed or dropped, ' +
        'and run npm run forms:lock',
    ]);
  });

  it('refuses a form or version missing from the lock, and a version going back', () => {
    expect(versionFindings(path, definition(1, 'choice'), undefined, 'h1')).toEqual([
      `${path}: form 'example' is not in forms/versions.lock.json: run npm run forms:lock`,
    ]);
    expect(versionFindings(path, definition(2, 'choice'), { 1: v1 }, 'h1')[0]).toBe(
      `${path}: /version 2 is not in forms/versions.lock.json: run npm run forms:lock`,
    );
    const locked: LockedVersions = { 1: v1, 2: { ...v1, hash: 'h2' } };
    expect(versionFindings(path, definition(1, 'choice'), locked, 'h1')).toEqual([
      `${path}: /version 1 is below version 2, already locked`,
    ]);
  });

  it('refuses an answer of the version before that the new one has no place for', () => {
    expect(versionFindings(path, definition(2, 'code'), { 1: v1 }, 'h2')).toContain(
      `${path}: answers at /plan/choice of version 1 have no place in version 2: ` +
        'move, rename or drop them in /migrations',
    );
  });

  it('accepts a new version whose migration renames the answer', () => {
    const migrations = [{ version: 2, changes: [{ rename: '/plan/choice', to: 'code' }] }];
    const form = definition(2, 'code', { migrations });
    const locked = { 1: v1, 2: { hash: 'h2', ...formShape(form) } };
    expect(versionFindings(path, form, locked, 'h2')).toEqual([]);
  });

  it('refuses a migration naming a pointer or step the old or new version lacks', () => {
    const migrations = [
      {
        version: 2,
        changes: [
          { rename: '/plan/pick', to: 'code' },
          { move: '/plan/choice', to: '/plan/letter' },
          { drop: '/plan/other' },
          { splitStep: 'payment', into: ['plan'] },
          { mergeSteps: ['plan'], into: 'choices' },
        ],
      },
    ];
    const form = definition(2, 'code', { migrations });
    const locked = { 1: v1, 2: { hash: 'h2', ...formShape(form) } };
    expect(versionFindings(path, form, locked, 'h2')).toEqual([
      `${path}: /migrations/0/changes/0 names /plan/pick, which the version before lacks`,
      `${path}: /migrations/0/changes/1 names /plan/letter, which the new version lacks`,
      `${path}: /migrations/0/changes/2 names /plan/other, which the version before lacks`,
      `${path}: /migrations/0/changes/3 names payment, which the version before lacks`,
      `${path}: /migrations/0/changes/4 names choices, which the new version lacks`,
    ]);
  });

  it('refuses a migration to a version above the form or with no locked version before', () => {
    const migrations = [{ version: 3, changes: [{ drop: '/plan/choice' }] }];
    expect(versionFindings(path, definition(1, 'choice', { migrations }), { 1: v1 }, 'h1')).toEqual(
      [`${path}: /migrations/0/version 3 leads from no locked version to one up to the form's (1)`],
    );
  });
});

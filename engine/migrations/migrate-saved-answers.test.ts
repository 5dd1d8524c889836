import { describe, expect, it } from 'vitest';
import { applicationTypes } from '../../validators';
import type { FormDefinition, StepDefinition } from '../definition/types';
import { runtimeValidators } from '../validation/runtime-validators';
import { migrateSavedAnswers } from './migrate-saved-answers';
import type { FormMigration } from './types';
import { openRules } from '../testing/plan-rules-stub';

const rules = openRules;

const step = (id: string, section: string, fields: Record<string, object>): StepDefinition => ({
  id,
  title: id,
  schema: {
    type: 'object',
    required: [section],
    properties: {
      [section]: {
        type: 'object',
        title: section,
        required: Object.keys(fields),
        properties: fields,
      },
    },
  },
});

const text = { type: 'string', title: 'Text' };

function form(steps: StepDefinition[], version = 2, migrations: FormMigration[] = []) {
  return {
    formId: 'migrating',
    version,
    migrations,
    appId: 'example',
    title: 'Example',
    applicationType: applicationTypes[0],
    typeCode: 'sale',
    template: 'base',
    branding: 'life',
    plan: { plan: 'p', variant: 'v' },
    route: '/example/',
    steps,
  } satisfies FormDefinition;
}

describe('migrateSavedAnswers', () => {
  it('moves an answer to another pointer, in the data and the temp data', () => {
    const definition = form(
      [step('about', 'person', { name: text }), step('plan', 'plan', { code: text })],
      2,
      [{ version: 2, changes: [{ move: '/about/name', to: '/person/name' }] }],
    );
    const migrated = migrateSavedAnswers(definition, {
      version: 1,
      data: { about: { name: 'Ann' } },
      tempData: { about: { name: 'Bo' } },
      passedSteps: ['about'],
    });
    expect(migrated.data).toEqual({ person: { name: 'Ann' } });
    expect(migrated.tempData).toEqual({ person: { name: 'Bo' } });
    expect(migrated.version).toBe(2);
    expect(migrated.passedSteps).toEqual(['about']);
  });

  it('renames an answer within its section, keeping the others', () => {
    const definition = form([step('plan', 'plan', { code: text, note: text })], 2, [
      { version: 2, changes: [{ rename: '/plan/choice', to: 'code' }] },
    ]);
    const migrated = migrateSavedAnswers(definition, {
      data: { plan: { choice: 'CH', note: 'x' } },
      passedSteps: ['plan'],
    });
    expect(migrated.data).toEqual({ plan: { code: 'CH', note: 'x' } });
  });

  it('drops an answer no longer asked, and its section when left empty', () => {
    const definition = form([step('plan', 'plan', { code: text })], 2, [
      { version: 2, changes: [{ drop: '/extra/fax' }] },
    ]);
    const migrated = migrateSavedAnswers(definition, {
      version: 1,
      data: { plan: { code: 'CH' }, extra: { fax: '555' } },
      passedSteps: ['plan'],
    });
    expect(migrated.data).toEqual({ plan: { code: 'CH' } });
  });

  it('passes each part of a step split when the step was passed', () => {
    const definition = form(
      [step('name', 'name', { first: text }), step('phone', 'phone', { number: text })],
      2,
      [{ version: 2, changes: [{ splitStep: 'contact', into: ['name', 'phone'] }] }],
    );
    const migrated = migrateSavedAnswers(definition, {
      version: 1,
      data: { name: { first: 'Ann' }, phone: { number: '555' } },
      passedSteps: ['contact'],
    });
    expect(migrated.passedSteps).toEqual(['name', 'phone']);
  });

  it('passes steps merged only when every one of them was passed', () => {
    const definition = form(
      [step('contact', 'name', { first: text }), step('end', 'end', { x: text })],
      2,
      [{ version: 2, changes: [{ mergeSteps: ['name', 'phone'], into: 'contact' }] }],
    );
    const saved = { version: 1, data: {}, passedSteps: ['name', 'phone', 'end'] };
    expect(migrateSavedAnswers(definition, saved).passedSteps).toEqual(['contact', 'end']);
    expect(
      migrateSavedAnswers(definition, { ...saved, passedSteps: ['name'] }).passedSteps,
    ).toEqual([]);
  });

  it('applies every version after the saved one in order, and none before it', () => {
    const definition = form([step('plan', 'plan', { letter: text })], 3, [
      { version: 3, changes: [{ rename: '/plan/code', to: 'letter' }] },
      { version: 2, changes: [{ rename: '/plan/choice', to: 'code' }] },
    ]);
    const data = { plan: { choice: 'CH' } };
    expect(migrateSavedAnswers(definition, { data, passedSteps: [] }).data).toEqual({
      plan: { letter: 'CH' },
    });
    expect(
      migrateSavedAnswers(definition, {
        version: 2,
        data: { plan: { code: 'CI' } },
        passedSteps: [],
      }).data,
    ).toEqual({ plan: { letter: 'CI' } });
  });

  it('forgets passed steps the form no longer has', () => {
    const definition = form([step('plan', 'plan', { code: text })]);
    const migrated = migrateSavedAnswers(definition, {
      version: 1,
      data: {},
      passedSteps: ['gone', 'plan'],
    });
    expect(migrated.passedSteps).toEqual(['plan']);
  });

  it('asks again what no longer fits, and clamps the last passed step before it', () => {
    const definition = form(
      [
        step('about', 'person', { name: text }),
        step('plan', 'plan', { code: { type: 'string', title: 'Plan', enum: ['CH', 'CI'] } }),
        step('end', 'end', { note: text }),
      ],
      2,
      [{ version: 2, changes: [{ rename: '/plan/choice', to: 'code' }] }],
    );
    const migrated = migrateSavedAnswers(
      definition,
      {
        version: 1,
        data: { person: { name: 'Ann' }, plan: { choice: 'XX' }, end: { note: 'n' } },
        passedSteps: ['about', 'plan', 'end'],
      },
      runtimeValidators(definition, rules),
    );
    expect(migrated.askAgain).toEqual(['/plan/code']);
    expect(migrated.lastPassedStep).toBe('about');
    // Nothing is lost: the refused answer stays in the data to be corrected.
    expect(migrated.data.plan).toEqual({ code: 'XX' });
  });

  it('does not ask again a sensitive answer left out of storage, nor within one version', () => {
    const definition = form(
      [step('about', 'person', { ssn: { type: 'string', title: 'SSN', sensitive: true } })],
      1,
    );
    const validators = runtimeValidators(definition, rules);
    const saved = { version: 1, data: {}, passedSteps: ['about'] };
    expect(migrateSavedAnswers(definition, saved, validators).askAgain).toEqual([]);
    expect(
      migrateSavedAnswers({ ...definition, version: 2 }, { ...saved, version: 1 }, validators)
        .askAgain,
    ).toEqual([]);
  });

  it('takes answers of an unknown later version as they are, never throwing', () => {
    const definition = form([step('plan', 'plan', { code: text })], 2, [
      { version: 2, changes: [{ rename: '/plan/choice', to: 'code' }] },
    ]);
    const migrated = migrateSavedAnswers(definition, {
      version: 7,
      data: { plan: { choice: 'CH' } },
      passedSteps: ['plan'],
    });
    expect(migrated.data).toEqual({ plan: { choice: 'CH' } });
    expect(migrated.version).toBe(2);
  });
});

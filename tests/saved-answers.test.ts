// Answers saved under every past version of each form still load into today's form: each
// fixture (tests/fixtures/saved-answers/<formId>/v<version>.json, written by npm run
// forms:fixtures from the step-path samples when the version was raised) is migrated
// (migrateSavedAnswers) and must lose no answer, keep every passed step and need nothing asked
// again but the sensitive fields storage never keeps.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  answersOfSteps,
  migrateSavedAnswers,
  runtimeForm,
  type FormDefinition,
  type SavedSample,
} from '../engine';
import { formDefinitions, plansRules, readVersionsLock } from '../forms';

const folder = fileURLToPath(new URL('fixtures/saved-answers/', import.meta.url));
const lock = readVersionsLock();

const fixturesOf = (formId: string): string[] =>
  existsSync(`${folder}${formId}`) ? readdirSync(`${folder}${formId}`).sort() : [];

describe.each(formDefinitions.map((d): [string, FormDefinition] => [d.formId, d]))(
  '%s',
  (formId, definition) => {
    const form = runtimeForm(definition, plansRules);

    it('has a saved-answer fixture of every locked version', () => {
      const locked = Object.keys(lock[formId] ?? {}).map((version) => `v${version}.json`);
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.filter((name) => !fixturesOf(formId).includes(name))).toEqual([]);
    });

    it.each(fixturesOf(formId))('loads %s into today’s form', (name) => {
      const saved = JSON.parse(readFileSync(`${folder}${formId}/${name}`, 'utf8')) as SavedSample;
      const migrated = migrateSavedAnswers(definition, saved, form.validators);
      expect(migrated.version).toBe(definition.version);
      expect(migrated.askAgain).toEqual([]);
      // Every passed step still holds: the application resumes where it was left.
      expect(migrated.passedSteps.length).toBeGreaterThan(0);
      expect(migrated.lastPassedStep).toBe(migrated.passedSteps.at(-1));
      // Every answer has a field in today's form: none is lost silently.
      expect(answersOfSteps(definition, migrated.passedSteps, migrated.data).unasked).toEqual([]);
    });
  },
);

// `npm run forms:fixtures`: writes the saved-answer fixture of each form's current version,
// tests/fixtures/saved-answers/<formId>/v<version>.json, when it is not there yet: answers as
// stored under that version, generated from the step-path samples (engine/paths savedSample).
// A past version's fixture is never rewritten: tests/saved-answers.test.ts loads every one into
// today's form.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runtimeForm, savedSample } from '../../engine';
import { formDefinitions, plansRules } from '../../forms';

const folder = fileURLToPath(new URL('../../tests/fixtures/saved-answers/', import.meta.url));
const context = { rules: plansRules, now: new Date() };
let written = 0;
for (const definition of formDefinitions) {
  const sample = savedSample(runtimeForm(definition, plansRules), context);
  const path = join(folder, sample.formId, `v${sample.version}.json`);
  if (existsSync(path)) continue;
  mkdirSync(join(folder, sample.formId), { recursive: true });
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(sample), { ...options, filepath: path }));
  written += 1;
}
console.log(`${written} saved-answer fixture(s) written under ${folder}.`);

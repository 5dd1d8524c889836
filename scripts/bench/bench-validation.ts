// Validation time of a full application (every entered step of the standard Term 90 Plus
// form), with the precompiled (browser) and the runtime-compiled (server) validators.
// Figures are printed, never asserted. Run: npx tsx scripts/bench/bench-validation.ts
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  enteredSteps,
  formValidators,
  runtimeValidators,
  stepPaths,
  type CompiledForm,
  type FormData,
  type FormValidators,
} from '../../engine';
import { formById, plansRules } from '../../forms';
import { formValidatorsSource } from '../build/form-validators-plugin';

const formId = 'term-90-plus-standard';
const found = formById(formId);
if (!found) throw new Error(`No form ${formId}`);
const definition = found;

const runtime = runtimeValidators(definition, plansRules);
const file = join(mkdtempSync(join(tmpdir(), 'bench-validation-')), `${formId}.mjs`);
writeFileSync(file, formValidatorsSource(formId));
const compiled = ((await import(pathToFileURL(file).href)) as { default: CompiledForm }).default;
const precompiled = formValidators(definition, compiled);

const paths = stepPaths(
  { definition, validators: runtime },
  { rules: plansRules, now: new Date() },
);
const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
const data = longest.events.reduce<FormData>(
  (all, event) => (event.type === 'NEXT' ? { ...all, ...event.data } : all),
  {},
);

function validateAll(validators: FormValidators): number {
  let errors = 0;
  for (const step of enteredSteps({ definition, validators }, data)) {
    errors += Object.keys(validators.validateStep(step, data)).length;
  }
  return errors;
}

function measure(name: string, validators: FormValidators): void {
  if (validateAll(validators) !== 0) throw new Error(`${name}: the sample application is invalid`);
  const rounds = 25;
  const perRound = 2000;
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < perRound; i += 1) validateAll(validators);
    samples.push(Number(process.hrtime.bigint() - start) / perRound / 1e6);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  const p95 = samples[Math.floor(samples.length * 0.95)] ?? 0;
  console.log(
    `${name.padEnd(22)} median ${median.toFixed(4)} ms, p95 ${p95.toFixed(4)} ms per full application`,
  );
}

console.log(
  `Full application: ${formId}, ${longest.steps.length - 1} steps (${longest.steps.join(' > ')})`,
);
measure('precompiled (browser)', precompiled);
measure('runtime-compiled', runtime);
console.log('Target: at most 0.2 ms.');

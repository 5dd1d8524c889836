import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import {
  createApplicationStore,
  memoryStorage,
  reviewStep,
  runtimeForm,
  stepPaths,
  type FormData,
  type StepPath,
} from '../../engine';
import { FormWizard, prepareWizard } from '../../engine/renderer';
import { formById, plansRules } from '../../forms';
import { pathSeed, seedStore, type PathSeed } from '../preview/path-seed';

// The preview frame's seeding: the answers of path P up to step S, written into a store, open
// the site's wizard at S with those answers, as the frame mounts it.
const definition = formById('term-90-plus-short');
if (!definition) throw new Error('the form term-90-plus-short is missing');
const form = runtimeForm(definition, plansRules);
const paths = stepPaths(form, { rules: plansRules, now: new Date() });

const answersOf = (path: StepPath): FormData[] =>
  path.events.flatMap((event) => (event.type === 'NEXT' ? [event.data ?? {}] : []));

/** The wizard over a seeded store, as a page opens it: once what its opening step needs loaded. */
async function wizardAt(seed: PathSeed) {
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  seedStore(store, definition!, seed);
  await prepareWizard(store, definition!);
  const html = renderToStaticMarkup(
    <FormWizard
      form={form}
      rules={plansRules}
      store={store}
      submit={() => Promise.reject(new Error('not sent'))}
    />,
  );
  return { html, entry: store.getState().entry(definition!.appId, definition!.formId) };
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('a preview seeded with a path up to a step', () => {
  const path = paths.find((p) => p.steps.includes('insured'));
  if (!path) throw new Error('no path of term-90-plus-short asks about the insured');
  const at = path.steps.indexOf('insured');

  it('holds the answers of the steps before the step and of the step, those steps passed', () => {
    const seed = pathSeed(path, 'insured');
    const answers = answersOf(path);
    expect(seed?.passedSteps).toEqual(path.steps.slice(0, at));
    expect(seed?.data).toEqual(Object.assign({}, ...answers.slice(0, at + 1)));
    // Nothing of the steps after it.
    const later = Object.keys(answers[at + 1] ?? {});
    expect(later.length).toBeGreaterThan(0);
    for (const section of later) expect(seed?.data).not.toHaveProperty(section);
  });

  it('opens the wizard at that step, its answers filled in', async () => {
    const seed = pathSeed(path, 'insured')!;
    const { html, entry } = await wizardAt(seed);
    expect(heading(html)).toBe('About you');
    const insured = seed.data.insured as { firstName: string; dateOfBirth: string };
    expect(html).toContain(`value="${insured.firstName}"`);
    expect(html).toContain(`value="${insured.dateOfBirth}"`);
    expect(entry?.lastPassedStep).toBe(path.steps[at - 1]);
  });

  it('opens the review with every answer of the path', async () => {
    const seed = pathSeed(path, reviewStep)!;
    expect(seed.passedSteps).toEqual(path.steps.slice(0, -1));
    const { html } = await wizardAt(seed);
    expect(heading(html)).toBe('Review your application');
    const insured = seed.data.insured as { lastName: string };
    expect(html).toContain(insured.lastName);
  });

  it('finds no seed for a step the path does not take', () => {
    const skipped = definition.steps.find((step) => !path.steps.includes(step.id));
    expect(skipped).toBeDefined();
    expect(pathSeed(path, skipped!.id)).toBeUndefined();
  });
});

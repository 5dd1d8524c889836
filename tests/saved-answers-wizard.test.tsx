// An application saved in the browser by a release whose TRICARE Supplement enrollment was at
// version 1 (its plan answered as /plan/choice, no version recorded) opens in today's form
// (version 2, /plan/code) at the step where it was left, its answers migrated; an answer that no
// longer fits is asked again on its step with the notice saying why. A member's server draft of
// version 1 is taken the same way.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import {
  applicationStoreName,
  createApplicationStore,
  memoryStorage,
  runtimeValidators,
  type FormData,
  type SavedSample,
} from '../engine';
import { FormWizard, prepareWizard } from '../engine/renderer';
import { formById, plansRules } from '../forms';

const found = formById('tricare-supplement-enrollment');
if (!found) throw new Error('no TRICARE Supplement enrollment form');
const definition = found;
const validators = runtimeValidators(definition, plansRules);
const v1 = JSON.parse(
  readFileSync(
    new URL('fixtures/saved-answers/tricare-supplement-enrollment/v1.json', import.meta.url),
    'utf8',
  ),
) as SavedSample;
const throughPlan = v1.passedSteps.slice(0, v1.passedSteps.indexOf('plan') + 1);
// The sponsor's SSN held as well (storage leaves it out; its own notice is tested elsewhere), so
// the application resumes after the plan.
const saved: FormData = {
  ...v1.data,
  insured: { ...(v1.data.insured as object), ssn: '234-56-7890' },
};

/** The wizard over browser storage holding `entry` as an older release wrote it. */
function openWith(entry: { data: FormData; passedSteps: string[] }) {
  const storage = memoryStorage();
  const stored = { ...entry, tempData: {}, loading: false, lastModifiedAt: Date.now() };
  storage.setItem(
    applicationStoreName,
    JSON.stringify({
      state: {
        applications: { tricare: { [definition.formId]: stored } },
        utilData: {},
        finished: {},
      },
      version: 1,
    }),
  );
  const store = createApplicationStore({
    storage,
    sensitivePaths: () => [],
    formVersion: () => definition.version,
  });
  return store;
}

/** The wizard as it opens once its page has loaded what the saved answers need. */
async function opened(store: ReturnType<typeof createApplicationStore>) {
  await prepareWizard(store, definition);
  return render(store);
}

function render(store: ReturnType<typeof createApplicationStore>) {
  return renderToStaticMarkup(
    <FormWizard
      form={{ definition, validators }}
      rules={plansRules}
      store={store}
      submit={() => Promise.reject(new Error('not in this test'))}
    />,
  );
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('an application saved under version 1 of the TRICARE Supplement enrollment', () => {
  // First: the migrations are not loaded yet (they are not part of the route's JavaScript).
  it('waits for the migrations, which load only for answers of another version', async () => {
    const store = openWith({ data: saved, passedSteps: throughPlan });
    expect(render(store)).toBe('<p role="status">Loading your application…</p>');
    expect(heading(await opened(store))).toBe('Payment');
  });

  it('opens at the step after the last one passed, its plan answer renamed', async () => {
    const html = await opened(openWith({ data: saved, passedSteps: throughPlan }));
    expect(definition.version).toBeGreaterThan(1);
    expect(heading(html)).toBe('Payment');
    expect(html).not.toContain('class="asked-again"');
  });

  it('asks again, with the notice, an answer that no longer fits', async () => {
    const data = { ...saved, plan: { choice: 'XX' } };
    const html = await opened(openWith({ data, passedSteps: throughPlan }));
    expect(heading(html)).toBe('Your plan');
    expect(html).toContain(
      'This application has changed since your answers were saved, so please check this answer again: Plan.',
    );
  });

  it('is taken from a server draft of version 1 the same way', async () => {
    const store = createApplicationStore({
      storage: memoryStorage(),
      sensitivePaths: () => [],
      formVersion: () => definition.version,
    });
    store.getState().resumeDraft('tricare', definition.formId, {
      data: saved,
      passedSteps: throughPlan,
      updatedAt: Date.now(),
      formVersion: 1,
    });
    expect(heading(await opened(store))).toBe('Payment');
  });
});

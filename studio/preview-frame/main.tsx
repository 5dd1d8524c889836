// The studio's preview frame (/preview/frame?form=…&path=…&step=…): one step of one generated
// path in the engine's real wizard, ApplicationForm with the form's precompiled validators, as
// the site mounts it, its store filled with the path's answers up to that step. The form's
// module comes from the studio as it read the form last (frame-urls.ts), so a reload after a
// save shows the saved form. Nothing is sent: see preview-transport.ts.
import { createRoot } from 'react-dom/client';
import {
  createApplicationStore,
  memoryStorage,
  snapshotPlanRules,
  type CompiledForm,
  type FormDefinition,
  type PlanRulesSnapshot,
} from '../../engine';
import { ApplicationForm, prepareWizard } from '../../engine/renderer';
import { formModuleUrl, seedUrl, targetOf, type FrameSeed } from '../preview/frame-urls';
import { seedStore } from '../preview/path-seed';
import { previewTransport } from './preview-transport';

interface FormModule {
  default: CompiledForm;
  definition: FormDefinition;
  planRulesSnapshot: PlanRulesSnapshot;
}

const main = document.getElementById('main');
const say = (text: string) => {
  if (!main) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = text;
  main.replaceChildren(message);
};

async function showPreview(root: HTMLElement) {
  const target = targetOf(Object.fromEntries(new URLSearchParams(window.location.search)));
  if (!target) return say('The preview needs a form, a path and a step.');
  const answer = (await (await fetch(seedUrl(target))).json()) as FrameSeed;
  if (!answer.found) return say(answer.message);
  const form = (await import(
    /* @vite-ignore */ formModuleUrl(target.formId, answer.version)
  )) as FormModule;
  const { definition } = form;
  // Kept in memory: a preview leaves nothing in the browser's storage for the site to find.
  const store = createApplicationStore({ storage: memoryStorage(), sensitivePaths: () => [] });
  seedStore(store, definition, answer.seed);
  // What the opening step needs (a resumed step's notices, the review), as the site loads it.
  await prepareWizard(store, definition);
  createRoot(root).render(
    <ApplicationForm
      definition={definition}
      rules={snapshotPlanRules(form.planRulesSnapshot)}
      store={store}
      loadValidators={async () => form.default}
      {...previewTransport}
      // A Quick Step's full application is another form: the studio shows its flow.
      onContinue={(next) => window.top?.location.assign(`/forms/${encodeURIComponent(next)}`)}
    />,
  );
}

if (main)
  showPreview(main).catch((error: unknown) => {
    console.error(error);
    say(`The preview could not be shown: ${error instanceof Error ? error.message : error}`);
  });

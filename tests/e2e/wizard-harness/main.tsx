// A bare page running one form's FormWizard against the real server: what the browser tests of
// the form engine drive until the site mounts the apply routes. `/?form=<formId>`. Like the
// site, it takes the form from the build's module (definition, validators, plans' rules):
// forms/ and plans/ read their folders with node:fs and never reach a browser bundle.
import loaders, { sensitivePaths } from 'virtual:form-validators';
import '../../../engine/renderer/form-wizard.css';
import { createRoot } from 'react-dom/client';
import {
  applicationApi,
  createApplicationStore,
  snapshotPlanRules,
  type ApiCall,
} from '../../../engine';
import { ApplicationForm } from '../../../engine/renderer';

const call: ApiCall = async (api, action, data) => {
  const response = await fetch('/api', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': 'mba-web-public',
      'x-current-pathname': window.location.pathname,
      'x-cookie': document.cookie,
    },
    body: JSON.stringify({ api, action, data }),
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const message = (body as { message?: unknown }).message;
    throw new Error(typeof message === 'string' ? message : 'Request error occurred');
  }
  return body;
};

const formId = new URLSearchParams(window.location.search).get('form') ?? '';
const loader = loaders[formId];
const store = createApplicationStore({ sensitivePaths: () => sensitivePaths });
const main = document.getElementById('main');
if (main && loader) {
  void loader().then((form) => {
    const { definition } = form;
    const api = applicationApi(call, definition);
    createRoot(main).render(
      <ApplicationForm
        definition={definition}
        rules={snapshotPlanRules(form.planRulesSnapshot)}
        store={store}
        loadValidators={async () => form.default}
        loadHelp={form.loadHelp}
        submit={api.submit}
        saveStep={api.saveStep}
        onContinue={(next) => window.location.assign(`/?form=${next}`)}
      />,
    );
  });
}

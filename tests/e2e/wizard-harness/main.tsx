// A bare page running one form's FormWizard against the real server: what the browser tests of
// the form engine drive until the site mounts the apply routes. `/?form=<formId>`.
import loaders from 'virtual:form-validators';
import '../../../engine/renderer/form-wizard.css';
import { createRoot } from 'react-dom/client';
import { applicationApi, createApplicationStore, type ApiCall } from '../../../engine';
import { ApplicationForm } from '../../../engine/renderer';
import { formById, formSensitivePaths, plansRules } from '../../../forms';

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
const definition = formById(formId);
const store = createApplicationStore({ sensitivePaths: formSensitivePaths });
const main = document.getElementById('main');
if (main && definition) {
  const loader = loaders[formId];
  const api = applicationApi(call, definition);
  createRoot(main).render(
    <ApplicationForm
      definition={definition}
      rules={plansRules}
      store={store}
      loadValidators={async () => {
        if (!loader) throw new Error(`No validators for ${formId}`);
        return (await loader()).default;
      }}
      submit={api.submit}
      saveStep={api.saveStep}
      onContinue={(next) => window.location.assign(`/?form=${next}`)}
    />,
  );
}

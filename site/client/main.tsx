import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../app/App';
import { seedPageModel } from '../app/pageData';
import { isAlertResponse } from '../api';
import type { PageModel } from '../models/pageModel';
import { isPersonalUrl } from '../routes';
import { alertStore } from '../stores';
import { appReady } from './appReady';

function island(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Hydrates the prerendered page (or renders the client shell); resolves once React runs it. */
export function startApp(): Promise<void> {
  // The prerendered page carries its model as a JSON island (CSP forbids inline scripts).
  const model = island('page-data');
  if (model) seedPageModel(window.location.pathname, model as PageModel);
  // The server put the current top alert into the page; the store starts from it (no request).
  const alert = island('alert-data');
  if (isAlertResponse(alert)) alertStore.getState().showAnswer(alert);

  const root = document.getElementById('root');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // A personal URL arrives with 404.html when the server has no shell for it: render afresh there.
  if (root?.firstElementChild && !isPersonalUrl(window.location.pathname)) hydrateRoot(root, app);
  else if (root) createRoot(root).render(app);
  return appReady;
}

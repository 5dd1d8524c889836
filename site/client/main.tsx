import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../app/App';
import { seedPageModel } from '../app/pageData';
import type { PageModel } from '../models/pageModel';
import { isPersonalUrl } from '../routes';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/components.css';
import '../styles/pages.css';

// The prerendered page carries its model as a JSON island (CSP forbids inline scripts).
const island = document.getElementById('page-data');
if (island?.textContent)
  seedPageModel(window.location.pathname, JSON.parse(island.textContent) as PageModel);

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

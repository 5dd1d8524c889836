import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApplicationShell } from '../apply/ApplicationShell';
import { appReady } from './app-ready';
import { takeServerIslands } from './server-islands';

/** Renders an application page on its own (the server marks such pages); resolves once it runs. */
export async function startApplication(): Promise<void> {
  takeServerIslands();
  const root = document.getElementById('app');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <ApplicationShell />
      </StrictMode>,
    );
  }
  return appReady;
}

// Public face of site/: the React application's build-time entry points (the browser entry is
// site/client/boot.ts, built by vite from site/index.html).
export { prerenderSite, siteManifest, type PrerenderedPage } from './prerender';
export { pageDataPath } from './models/pageModel';
export { applyEntryModel } from './models/applyEntryModel';
export type { RoutesManifest } from './routes';

// Public face of site/: the React application's build-time entry points (the browser entry is
// site/client/boot.ts, built by vite from site/index.html).
export {
  prerenderSite,
  siteManifest,
  type ContentPrerender,
  type PrerenderedPage,
} from './prerender';
export { siteOrigin } from './config';
export { contentItemRoutes, contentListRoutes, contentPageRoutes } from './routes';
export { pageDataPath } from './models/page-model';
export { applyEntryModel } from './models/apply-entry-model';
export type { RoutesManifest } from './routes';

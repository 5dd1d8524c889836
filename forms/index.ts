// Public face of forms/: one JSON definition per application variant, found in its plan's folder
// (forms/<plan>/*.json), shared fragments (forms/fragments/*.json), and the plan rules that bind
// the engine's plan keywords to the plan catalogue. Node only: the folder is read with node:fs;
// the browser gets each form from the build (scripts/build/form-validators-plugin.ts).
export {
  formCatalogue,
  formDefinitions,
  formFiles,
  formById,
  formRoutes,
  formSensitivePaths,
  fragments,
  serviceFormById,
  serviceFormFiles,
  serviceForms,
  type FormCatalogue,
} from './catalogue';
export { formFolderPaths, readFormFolder, type FormFolderFiles } from './form-folder';
export { plansRules } from './plans-rules';
export { applicationFindings, type FormAt } from './application-findings';
export {
  formVersionFindings,
  readVersionsLock,
  withFormVersions,
  lockedVersionOf,
  versionsLockPath,
  type VersionsLock,
} from './versions-lock';

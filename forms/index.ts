// Public face of forms/: one JSON definition per application variant, shared fragments, and
// the plan rules that bind the engine's plan keywords to the plan catalogue.
export {
  formDefinitions,
  formFiles,
  formById,
  formRoutes,
  formSensitivePaths,
  fragments,
} from './catalogue';
export { plansRules } from './plans-rules';

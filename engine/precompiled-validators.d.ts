// The build's form modules (scripts/form-validators-plugin.ts): one loader per form, and the
// light table of the forms' routes that every application page needs before it loads one.
declare module 'virtual:form-validators' {
  import type { FormDefinition, PlanRef } from './definition/types';
  import type { CompiledForm } from './validation/form-validators';
  import type { PlanRulesSnapshot } from './validation/plan-rules-snapshot';

  /** One form's module: its precompiled validators, resolved definition and plans' rules. */
  export interface FormModule {
    default: CompiledForm;
    definition: FormDefinition;
    planRulesSnapshot: PlanRulesSnapshot;
  }

  /** A form as the site mounts it, without loading its definition. */
  export interface FormRoute {
    formId: string;
    appId: string;
    route: string;
    title: string;
    plan: PlanRef;
    /** What the application store never writes to storage. */
    sensitivePaths: string[][];
  }

  export const formRoutes: FormRoute[];
  const loaders: { [formId: string]: () => Promise<FormModule> };
  export default loaders;
}

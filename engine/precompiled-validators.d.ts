// The build's form modules (scripts/form-validators-plugin.ts): one loader per form, and the
// light table of the forms' routes that every application page needs before it loads one.
// Types come in by `import()`: an import declaration inside an ambient module may not name a
// relative path (TS2439), and skipLibCheck hid that error while leaving the types `any`.
declare module 'virtual:form-validators' {
  /** One form's module: its precompiled validators, resolved definition and plans' rules. */
  export interface FormModule {
    default: import('./validation/form-validators').CompiledForm;
    definition: import('./definition/types').FormDefinition;
    planRulesSnapshot: import('./validation/plan-rules-snapshot').PlanRulesSnapshot;
  }

  /** A form as the site mounts it, without loading its definition. */
  export interface FormRoute {
    formId: string;
    appId: string;
    route: string;
    title: string;
    plan: import('./definition/types').PlanRef;
    /** What the application store never writes to storage. */
    sensitivePaths: string[][];
  }

  export const formRoutes: FormRoute[];
  const loaders: { [formId: string]: () => Promise<FormModule> };
  export default loaders;
}

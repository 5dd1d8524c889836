// The build's form modules (scripts/build/form-validators-plugin.ts): one loader per form, and the
// light table of the forms' routes that every application page needs before it loads one.
// Types come in by `import()`: an import declaration inside an ambient module may not name a
// relative path (TS2439), and skipLibCheck hid that error while leaving the types `any`.
declare module 'virtual:form-validators' {
  /** One form's module: its precompiled validators, resolved definition and plans' rules. */
  export interface FormModule {
    default: import('./validation/form-validators').CompiledForm;
    definition: import('./definition/types').FormDefinition;
    planRulesSnapshot: import('./validation/plan-rules-snapshot').PlanRulesSnapshot;
    /** The paragraphs of the form's folded help, by summary (kept out of this module). */
    loadHelp(): Promise<import('./definition/help-disclosure').HelpTexts>;
  }

  /** A form as the site mounts it, without loading its definition: the fewest strings. */
  export interface FormRoute {
    formId: string;
    appId: string;
    route: string;
    title: string;
  }

  export const formRoutes: FormRoute[];
  /** What the application store never writes to storage, for every form alike. */
  export const sensitivePaths: string[][];
  /** Each form's version past version 1 (a form not named is at version 1). */
  export const formVersions: { [formId: string]: number };
  const loaders: { [formId: string]: () => Promise<FormModule> };
  export default loaders;
}

// Each form's plan variant (scripts/build/form-validators-plugin.ts), for the page that picks a
// form by its plan; apart from `virtual:form-validators` so the application routes do not carry it.
declare module 'virtual:form-plans' {
  export const formPlans: { formId: string; plan: import('./definition/types').PlanRef }[];
}

// Member-service forms (forms/member-services/): modules of the same shape, no route.
declare module 'virtual:service-forms' {
  export interface ServiceFormModule {
    default: import('./validation/form-validators').CompiledForm;
    definition: import('./definition/types').ServiceFormDefinition;
    planRulesSnapshot: import('./validation/plan-rules-snapshot').PlanRulesSnapshot;
    loadHelp(): Promise<import('./definition/help-disclosure').HelpTexts>;
  }

  const loaders: { [formId: string]: () => Promise<ServiceFormModule> };
  export default loaders;
}

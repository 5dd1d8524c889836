// The build's precompiled validators (scripts/form-validators-plugin.ts): one loader per form.
declare module 'virtual:form-validators' {
  import type { CompiledForm } from './validation/form-validators';
  const loaders: { [formId: string]: () => Promise<{ default: CompiledForm }> };
  export default loaders;
}

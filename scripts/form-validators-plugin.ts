// Vite plugin: the browser's form validators, precompiled at build time (AJV standalone code),
// so no schema is compiled in the browser and the page runs under a CSP without 'unsafe-eval'.
//   import loaders from 'virtual:form-validators';   // { [formId]: () => import(...) }
//   const validators = formValidators(definition, (await loaders[formId]()).default);
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { precompileForm } from '../engine';
import { formById, formDefinitions, plansRules } from '../forms';

const virtualId = 'virtual:form-validators';
const resolvedPrefix = `\0${virtualId}`;

/** The keyword runtime the generated code imports (bundled once, shared by every form). */
export const keywordRuntimePath = fileURLToPath(
  new URL('../engine/validation/keyword-runtime.ts', import.meta.url),
);

/** The source of `virtual:form-validators` (no formId) or of one form's validators. */
export function formValidatorsSource(formId?: string): string {
  if (formId === undefined) {
    const entries = formDefinitions.map(
      (d) =>
        `  ${JSON.stringify(d.formId)}: () => import(${JSON.stringify(`${virtualId}/${d.formId}`)}),`,
    );
    return `export default {\n${entries.join('\n')}\n};\n`;
  }
  const definition = formById(formId);
  if (!definition) throw new Error(`No form '${formId}'`);
  return precompileForm(definition, plansRules, { runtimeModule: keywordRuntimePath });
}

export function formValidatorsPlugin(): Plugin {
  return {
    name: 'form-validators',
    resolveId(id) {
      return id === virtualId || id.startsWith(`${virtualId}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const formId = id.slice(resolvedPrefix.length + 1);
      return formValidatorsSource(formId === '' ? undefined : formId);
    },
  };
}

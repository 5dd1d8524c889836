import standaloneCode from 'ajv/dist/standalone';
import type { StepsDefinition } from '../definition/types';
import { createAjv, defaultRuntimeModule } from './create-ajv';
import { formSchemas } from './form-validators';
import type { PlanRules } from './plan-rules';

export interface PrecompileOptions {
  /** Import specifier of engine/validation/keyword-runtime.ts as seen from the generated module. */
  runtimeModule?: string;
}

/** AJV's own runtime helpers, served by the keyword runtime so the module stays ESM. */
const ajvHelpers: { [specifier: string]: string } = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
};

const requireCall = /require\(("(?:[^"\\]|\\.)*")\)/g;

/** An error's `schemaPath` as AJV writes it into the error objects of standalone code. */
const schemaPathProperty = /schemaPath:"(?:[^"\\]|\\.)*",/g;

/**
 * The code without its errors' schema paths, which nothing in the browser reads (a list's title
 * is found by its field's path: field-errors.ts): about 8% of a form's module gzipped. Kept where
 * ajv-errors' `errorMessage` matches errors by them.
 */
const withoutSchemaPaths = (code: string): string =>
  code.includes('errorMessage') ? code : code.replace(schemaPathProperty, '');

/** The definition's own schemas (steps, conditions, the spouse rule) as paths on `definition`. */
function definitionSchemas(definition: StepsDefinition): Map<string, string> {
  const paths = new Map<string, string>();
  definition.steps.forEach((step, index) => {
    paths.set(JSON.stringify(step.schema), `definition.steps[${index}].schema`);
    if (step.condition) {
      paths.set(JSON.stringify(step.condition), `definition.steps[${index}].condition`);
    }
  });
  const spouseWhen = definition.quickStep?.spouseWhen;
  if (spouseWhen) paths.set(JSON.stringify(spouseWhen), 'definition.quickStep.spouseWhen');
  return paths;
}

/**
 * AJV writes each schema it reads at run time (allowed values, say) as a constant; where that is
 * one of the definition's schemas, the constant takes the exported definition's object instead
 * of a second copy of the same JSON (about a tenth of a form's module, gzipped).
 */
function shareDefinitionSchemas(body: string, paths: Map<string, string>): string {
  let shared = '';
  let copiedUpTo = 0;
  for (const constant of body.matchAll(/const schema\d+ = /g)) {
    const valueAt = constant.index + constant[0].length;
    for (const [json, path] of paths) {
      if (!body.startsWith(`${json};`, valueAt)) continue;
      shared += `${body.slice(copiedUpTo, valueAt)}${path}`;
      copiedUpTo = valueAt + json.length;
      break;
    }
  }
  return shared + body.slice(copiedUpTo);
}

/**
 * AJV standalone code for one form, as an ES module: `export default { [validatorKey]: fn }`,
 * and `export const definition`, the definition the code reads its schemas from. Built at build
 * time so the browser runs no schema compiler (the CSP forbids 'unsafe-eval'). The only import
 * it makes is the keyword runtime; identical schemas compile once.
 */
export function precompileForm(
  definition: StepsDefinition,
  rules: PlanRules,
  options: PrecompileOptions = {},
): string {
  const runtimeModule = options.runtimeModule ?? defaultRuntimeModule;
  const ajv = createAjv(rules, { standalone: true, runtimeModule });
  const exportsByKey: { [key: string]: string } = {};
  const exportBySchema = new Map<string, string>();
  const refs: { [exportName: string]: string } = {};
  for (const [key, schema] of Object.entries(formSchemas(definition))) {
    const text = JSON.stringify(schema);
    let name = exportBySchema.get(text);
    if (!name) {
      name = `v${exportBySchema.size}`;
      exportBySchema.set(text, name);
      ajv.addSchema(schema, name);
      refs[name] = name;
    }
    exportsByKey[key] = name;
  }
  const code = withoutSchemaPaths(standaloneCode(ajv, refs));
  const modules = new Map<string, string>();
  const body = code.replace(requireCall, (_call, quoted: string) => {
    const specifier = JSON.parse(quoted) as string;
    const helper = ajvHelpers[specifier];
    if (specifier !== runtimeModule && helper === undefined) {
      throw new Error(`${definition.formId}: compiled code requires '${specifier}'`);
    }
    const alias = modules.get(runtimeModule) ?? 'runtime';
    modules.set(runtimeModule, alias);
    return helper === undefined ? alias : `${alias}.${helper}`;
  });
  const imports = [...modules].map(
    ([spec, alias]) => `import * as ${alias} from ${JSON.stringify(spec)};`,
  );
  const table = Object.entries(exportsByKey)
    .map(([key, name]) => `  ${JSON.stringify(key)}: ${name},`)
    .join('\n');
  const definitionConstant = `export const definition = ${JSON.stringify(definition)};`;
  const shared = shareDefinitionSchemas(body, definitionSchemas(definition));
  return `${imports.join('\n')}\n${definitionConstant}\n${shared}\nexport default {\n${table}\n};\n`;
}

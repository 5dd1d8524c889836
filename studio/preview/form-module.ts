import {
  planRefsOf,
  planRulesSnapshot,
  precompileForm,
  type FormDefinition,
  type PlanRules,
} from '../../engine';

/** A definition without its titles: what its precompiled validators depend on. */
function validatorsKey(definition: FormDefinition): string {
  const { title: _title, steps, ...rest } = definition;
  return JSON.stringify({ ...rest, steps: steps.map(({ title: _stepTitle, ...step }) => step) });
}

const definitionLine = (definition: FormDefinition) =>
  `export const definition = ${JSON.stringify(definition)};`;

/**
 * Each form's browser module as the preview frame loads it: the same module the site's build
 * makes (scripts/build/form-validators-plugin.ts), precompiled validators that import the keyword
 * runtime from `runtimeUrl`, the definition and its plans' rules. Made from the definition the
 * studio read last, on request. Compiling takes from a tenth of a second to most of one on this
 * machine, and taking the plans' rules snapshot more than a second: a save that changes only
 * titles (a step's or the form's) reuses the compiled code with the new definition put in, and
 * the snapshot is taken once per set of plans, so the preview follows a reworded step at once.
 */
export function formModules(rules: PlanRules, runtimeUrl: string) {
  // The rules are the ones the studio started with, so a snapshot (a second or more to take)
  // changes only with the plans a form names.
  const snapshots = new Map<string, string>();
  const snapshotOf = (definition: FormDefinition): string => {
    const refs = planRefsOf(definition);
    const key = JSON.stringify(refs);
    let snapshot = snapshots.get(key);
    if (snapshot === undefined) {
      snapshot = JSON.stringify(planRulesSnapshot(rules, refs));
      snapshots.set(key, snapshot);
    }
    return snapshot;
  };
  // The last compiled code of each form: an edit compiles its form again, once.
  const compiled = new Map<string, { key: string; code: string; compiledWith: FormDefinition }>();
  return (definition: FormDefinition): string => {
    const key = validatorsKey(definition);
    let known = compiled.get(definition.formId);
    if (known?.key !== key) {
      known = {
        key,
        code: precompileForm(definition, rules, { runtimeModule: runtimeUrl }),
        compiledWith: definition,
      };
      compiled.set(definition.formId, known);
    }
    const oldLine = definitionLine(known.compiledWith);
    if (!known.code.includes(oldLine))
      throw new Error(`${definition.formId}: the compiled module does not export its definition`);
    const code = known.code.replace(oldLine, () => definitionLine(definition));
    return `${code}export const planRulesSnapshot = ${snapshotOf(definition)};\n`;
  };
}

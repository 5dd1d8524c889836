import {
  runtimeValidators,
  type FormDefinition,
  type FormValidators,
  type PlanRules,
} from '../../engine';

/**
 * The form's validators, compiled once for each form as its schemas and conditions stand:
 * compiling takes a second or more, and most saves change one form, often only its words
 * (titles), so the others, and a form whose edit was only words, are not compiled again.
 */
export function validatorsCache(rules: PlanRules) {
  const compiled = new Map<string, FormValidators>();
  return (definition: FormDefinition): FormValidators => {
    const { title: _title, steps, ...rest } = definition;
    const key = JSON.stringify({
      ...rest,
      steps: steps.map(({ title: _stepTitle, ...step }) => step),
    });
    const known = compiled.get(key);
    if (known) return known;
    const validators = runtimeValidators(definition, rules);
    compiled.set(key, validators);
    return validators;
  };
}

import type { ValidateFunction } from 'ajv';
import type { BeneficiaryEntry } from '../../db/schema';

export interface BeneficiaryLists {
  primary: BeneficiaryEntry[];
  contingent?: BeneficiaryEntry[];
}

let compiled: Promise<{ validate: ValidateFunction; schema: unknown }> | undefined;

/**
 * The beneficiaries step of every application (forms/fragments/beneficiaries.json) compiled by
 * the form engine with its keywords: the share rule ('Summary Share % for beneficiaries must be
 * 100') and the 240-character limit of spec §5, the same the browser runs. The forms and the
 * engine load with the first update, not with the server.
 */
function beneficiaryStep() {
  compiled ??= Promise.all([import('../../../engine'), import('../../../forms')]).then(
    ([engine, forms]) => {
      const fragment = forms.fragments.beneficiaries as { step: { schema: object } };
      const ajv = engine.createAjv(forms.plansRules);
      return { validate: ajv.compile(fragment.step.schema), schema: fragment.step.schema };
    },
  );
  return compiled;
}

/** The step's field errors for these lists, by field path ('beneficiaries.primary.0.name'). */
export async function beneficiaryErrors(
  beneficiaries: BeneficiaryLists,
): Promise<Record<string, string>> {
  const { validate, schema } = await beneficiaryStep();
  const data = { beneficiaries };
  if (validate(data)) return {};
  const { toFieldErrors } = await import('../../../engine');
  return toFieldErrors(validate.errors, data, schema);
}

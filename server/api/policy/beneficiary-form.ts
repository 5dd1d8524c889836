import type { FormValidators, StepsDefinition } from '../../../engine';
import type { BeneficiaryEntry } from '../../db/schema';

export interface BeneficiaryLists {
  primary: BeneficiaryEntry[];
  contingent?: BeneficiaryEntry[];
}

/** The member-service form of a beneficiary update (forms/member-services/). */
export const beneficiaryFormId = 'beneficiary-update';

let loaded: Promise<{ definition: StepsDefinition; validators: FormValidators }> | undefined;

/**
 * The beneficiary update form with the engine's validators: the applications' beneficiaries step
 * (forms/fragments/beneficiaries.json), its share rule ('Summary Share % for beneficiaries must
 * be 100') and 240-character limit, as the browser runs them. The forms and the engine load
 * with the first update, not with the server.
 */
function beneficiaryForm() {
  loaded ??= Promise.all([import('../../../engine'), import('../../../forms')]).then(
    ([engine, forms]) => {
      const definition = forms.serviceFormById(beneficiaryFormId);
      if (definition === undefined) throw new Error(`No form '${beneficiaryFormId}'`);
      return { definition, validators: engine.runtimeValidators(definition, forms.plansRules) };
    },
  );
  return loaded;
}

/** Every step's field errors for these lists, by field path ('beneficiaries.primary.0.name'). */
export async function beneficiaryErrors(
  beneficiaries: BeneficiaryLists,
): Promise<Record<string, string>> {
  const { definition, validators } = await beneficiaryForm();
  const data = { beneficiaries };
  return Object.assign(
    {},
    ...definition.steps.map((step) => validators.validateStep(step.id, data)),
  );
}

import { runtimeForm, stepPaths, type FormData, type FormDefinition } from '../../engine';
import { formById, plansRules } from '../../forms';
import { fullNameOf, signerOf } from '../../validators';

export interface SampleApplication {
  definition: FormDefinition;
  appId: string;
  formId: string;
  /** The steps the answers lead to, in order (the review left out). */
  steps: string[];
  data: FormData;
  /** The signer's full name as the answers give it, for a form that asks for a signature. */
  signature?: string;
}

/** The signature a form asks for of these answers: the signer's name as given; none if none. */
export function signatureFor(
  form: FormDefinition | string,
  data: FormData,
): { signature?: string } {
  const definition = typeof form === 'string' ? formById(form) : form;
  const asked = definition?.signature;
  return asked ? { signature: fullNameOf(signerOf(data, asked.signers)) } : {};
}

/**
 * A complete valid application of a form, made by the step-path generator: the first path whose
 * steps satisfy `wanted` (e.g. the one paying by card).
 */
export function sampleApplication(
  formId: string,
  wanted: (steps: readonly string[]) => boolean = () => true,
): SampleApplication {
  const definition = formById(formId);
  if (!definition) throw new Error(`No form ${formId}`);
  const form = runtimeForm(definition, plansRules);
  const path = stepPaths(form, { rules: plansRules, now: new Date() }).find((candidate) =>
    wanted(candidate.steps),
  );
  if (!path) throw new Error(`No step path of ${formId} as wanted`);
  const data = path.events.reduce<FormData>(
    (all, event) => (event.type === 'NEXT' ? { ...all, ...event.data } : all),
    {},
  );
  return {
    definition,
    appId: definition.appId,
    formId,
    steps: path.steps.filter((step) => definition.steps.some((s) => s.id === step)),
    data,
    ...signatureFor(definition, data),
  };
}

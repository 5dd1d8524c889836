import type { FormData, FormDefinition } from '../definition/types';
import { continuation } from '../definition/quick-step';
import type { ApplicationStore } from './application-store';
import { confirmationPaths } from './sensitive-fields';
import { isRecord } from '../../validators';

/** `answers` with `seed` written over them, section by section. */
export function withSeed(answers: FormData, seed: FormData): FormData {
  const out: FormData = { ...answers };
  for (const [key, value] of Object.entries(seed)) {
    const current = out[key];
    out[key] = isRecord(value) && isRecord(current) ? withSeed(current, value) : value;
  }
  return out;
}

/**
 * Seeds the full application a completed Quick Step continues with (member or spouse) from what
 * the applicant typed, with the answers the definition's `quickStep.seed` sets for that kind
 * (a spouse applies as a Sponsored Spouse, not in the sponsor's branch), leaving out the
 * Quick Step's consents. Answers its form id.
 */
export function seedFullApplication(
  store: ApplicationStore,
  definition: FormDefinition,
  asSpouse: boolean,
): string | undefined {
  const quickStep = definition.quickStep;
  if (!quickStep) return undefined;
  const { kind, formId } = continuation(quickStep, asSpouse);
  store.getState().seedTempData(
    { appId: definition.appId, formId: definition.formId },
    { appId: definition.appId, formId },
    quickStep.seed?.[kind] ?? {},
    // The Quick Step's consents were given for it: the full application asks them afresh.
    confirmationPaths(definition),
  );
  return formId;
}

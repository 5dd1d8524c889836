import { planVariant } from './catalogue';
import type { ResolvedVariant } from './plan-config';

/** Whether a variant is sold in a state (spec §5: not in the plan's not-allowed list). */
export function isStateAvailableFor(variant: ResolvedVariant, state: string): boolean {
  if (variant.availableStates && !variant.availableStates.includes(state)) return false;
  return !(variant.statesNotAvailable ?? []).includes(state);
}

/** False for an unknown plan or variant, so nothing unknown is ever sold. */
export function isStateAvailable(planId: string, variantId: string, state: string): boolean {
  const variant = planVariant(planId, variantId);
  return variant !== undefined && typeof state === 'string' && isStateAvailableFor(variant, state);
}

import { isStateCode } from '../../validators';
import { planVariant } from './catalogue';
import type { ResolvedVariant } from './plan-config';

/**
 * Whether a variant is sold in a state (spec §5: the state is in the state/territory list and
 * not in the plan's not-allowed list). A code outside the list is sold nowhere.
 */
export function isStateAvailableFor(variant: ResolvedVariant, state: string): boolean {
  if (!isStateCode(state)) return false;
  if (variant.availableStates && !variant.availableStates.includes(state)) return false;
  return !(variant.statesNotAvailable ?? []).includes(state);
}

/** False for an unknown plan or variant, so nothing unknown is ever sold. */
export function isStateAvailable(planId: string, variantId: string, state: string): boolean {
  const variant = planVariant(planId, variantId);
  return variant !== undefined && isStateAvailableFor(variant, state);
}

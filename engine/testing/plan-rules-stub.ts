// The plan rules the engine's own tests run with: one open stub, and a test changes only the rules
// it is about. Not part of the engine's public face.
import type { PlanRules } from '../validation/plan-rules';

/** Any plan and variant: ages 17 to 69, 50,000 to 150,000 in steps of 50,000, every state. */
export const openRules: PlanRules = {
  hasVariant: () => true,
  ageLimits: () => ({ min: 17, max: 69 }),
  coverageOptions: () => ({ min: 50000, max: 150000, step: 50000 }),
  statesNotAvailable: () => [],
};

/** The open rules, with the ones a test is about in their place. */
export function rulesWith(changes: Partial<PlanRules>): PlanRules {
  return { ...openRules, ...changes };
}

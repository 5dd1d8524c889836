import type { FormValidators } from '../validation/form-validators';
import type { FormDefinition, StepsDefinition } from './types';

/**
 * A form as the engine works with it: its definition and the validators compiled from that
 * definition's schemas (precompiled in the browser, runtime-compiled on the server). Every step
 * decision needs both, and they must belong together, so they travel as one value.
 */
export interface Form<Definition extends StepsDefinition = FormDefinition> {
  readonly definition: Definition;
  readonly validators: FormValidators;
}

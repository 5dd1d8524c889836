import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { FormData } from '../../definition/types';

/**
 * @rjsf/core asks a validator for errors; ours come from the precompiled step validators (on
 * blur for one field, on Continue for the step), never from a schema compiled in the browser.
 * Step schemas use no anyOf, oneOf or if (the catalogue check refuses them), so rjsf never needs
 * a schema match either.
 */
export const engineValidator: ValidatorType<FormData, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};

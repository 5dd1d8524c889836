import { ApiError } from '../../http/api-error';
import type { ActionDefinition } from '../action';

interface FormKeys {
  appId: string;
  formId: string;
  step?: string;
}

/**
 * The contract's application answers carry appId, formId and step, failures included: the
 * action's refusals answer them beside the message and errors.
 */
export function answeringFormKeys<Data extends FormKeys, Result>(
  action: ActionDefinition<Data, Result>,
): ActionDefinition<Data, Result> {
  return {
    ...action,
    async handle(input, context) {
      try {
        return await action.handle(input, context);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const { appId, formId, step } = input;
        throw error.withFields(step === undefined ? { appId, formId } : { appId, formId, step });
      }
    },
  };
}

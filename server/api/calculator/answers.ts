import type { SchemaObject } from 'ajv';
import {
  liveCalculatorErrors,
  liveCalculatorFields,
  type LiveCalculatorAnswers,
} from '../../../validators';
import { fieldErrors } from '../../http/api-error';

/**
 * The live calculator's answers as the api takes them: every field of the form, each a string
 * as typed. Their content is checked by liveCalculatorErrors, the browser's own check.
 */
export const answersSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: [...liveCalculatorFields],
  properties: Object.fromEntries(
    liveCalculatorFields.map((name) => [name, { type: 'string', maxLength: 30 }]),
  ),
};

/** The answers once every field passes; 400 with each field's message otherwise. */
export function checkedAnswers(answers: LiveCalculatorAnswers, now: Date): LiveCalculatorAnswers {
  const errors = liveCalculatorErrors(answers, now);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors as Record<string, string>);
  return answers;
}

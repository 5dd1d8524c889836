import type { ErrorObject } from 'ajv';
import {
  addAtLeastMessage,
  greaterThanMessage,
  lessThanMessage,
  maxItemsMessage,
  maxLengthMessage,
  maxNumberMessage,
  messages,
  minItemsMessage,
  minLengthMessage,
  minNumberMessage,
} from '../../validators';
import type { FieldErrors } from '../definition/types';
import { formatRules } from './keyword-runtime';
import { segmentsOf, valueAt } from '../definition/answer-path';

/** '/insured/firstName' → 'insured.firstName' (the field path of the API contract). */
export function fieldPathOf(error: ErrorObject): string {
  const segments = segmentsOf(error.instancePath);
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    if (missing !== undefined) segments.push(missing);
  }
  return segments.join('.');
}

const limitOf = (error: ErrorObject): number => Number((error.params as { limit?: unknown }).limit);

/**
 * The title of the field whose keyword failed ('/beneficiaries/primary' → the list's), read from
 * the schema validated by the field's own path, as the browser's precompiled code carries no
 * schema paths (engine/validation/precompile.ts); undefined where no such field or title is.
 */
function titleOfKeywordSchema(schema: unknown, error: ErrorObject): string | undefined {
  let node = schema;
  for (const name of segmentsOf(error.instancePath)) {
    if (node === null || typeof node !== 'object') return undefined;
    const { properties, items } = node as { properties?: unknown; items?: unknown };
    node =
      properties !== null && typeof properties === 'object' && Object.hasOwn(properties, name)
        ? (properties as Record<string, unknown>)[name]
        : /^\d+$/.test(name)
          ? items
          : undefined;
  }
  const title = node && typeof node === 'object' ? (node as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? title : undefined;
}

/**
 * The spec's message for one AJV error, taken from validators, never invented here. `schema`,
 * the schema validated, lends a list its title: 'Add at least one primary beneficiary'.
 */
export function messageOf(error: ErrorObject, data: unknown, schema?: unknown): string {
  switch (error.keyword) {
    case 'required':
      return messages.required;
    case 'errorMessage':
      return error.message ?? messages.invalid;
    // Our keywords answer the spec's message in their params: the browser's precompiled code
    // carries no AJV messages (engine/validation/create-ajv.ts).
    case 'ssn':
    case 'cardOfType':
    case 'beneficiaryShares':
    case 'stateAvailable':
    case 'ageForPlan':
    case 'coverageForPlan':
    case 'paymentMethodForPlan':
    case 'ssnConfirmationForPlan': {
      const { message } = error.params as { message?: unknown };
      return typeof message === 'string' ? message : messages.invalid;
    }
    case 'format': {
      const rule = formatRules[(error.params as { format: string }).format];
      const value = valueAt(data, error.instancePath);
      if (value === '') return messages.required;
      return rule?.(value) ?? messages.invalid;
    }
    // A field limit says what the limit is, as the server's messages and the bank and CVV
    // formats do: 'This field is invalid' leaves the applicant guessing at the rule.
    case 'minLength':
      return valueAt(data, error.instancePath) === ''
        ? messages.required
        : minLengthMessage(limitOf(error));
    case 'maxLength':
      return maxLengthMessage(limitOf(error));
    case 'minItems': {
      const title = titleOfKeywordSchema(schema, error);
      return title ? addAtLeastMessage(limitOf(error), title) : minItemsMessage(limitOf(error));
    }
    case 'maxItems':
      return maxItemsMessage(limitOf(error));
    case 'minimum':
      return minNumberMessage(limitOf(error));
    case 'maximum':
      return maxNumberMessage(limitOf(error));
    case 'exclusiveMinimum':
      return greaterThanMessage(limitOf(error));
    case 'exclusiveMaximum':
      return lessThanMessage(limitOf(error));
    case 'type': {
      const type = (error.params as { type: string }).type;
      if (type === 'string') return messages.mustBeString;
      // A number with a fraction where a whole one is asked (a coverage of 250000.5) is a number.
      if (type === 'integer' && Number.isFinite(valueAt(data, error.instancePath)))
        return messages.wholeNumber;
      if (type === 'number' || type === 'integer') return messages.mustBeNumber;
      return messages.invalid;
    }
    default:
      return messages.invalid;
  }
}

/** First message per field: the one the applicant sees under the field. */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  data: unknown,
  schema?: unknown,
): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const path = fieldPathOf(error);
    if (!(path in out)) out[path] = messageOf(error, data, schema);
  }
  return out;
}

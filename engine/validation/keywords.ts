import type Ajv from 'ajv';
import type { KeywordCxt, KeywordDefinition } from 'ajv';
import { _, Name, stringify } from 'ajv';
import * as runtime from './keyword-runtime';
import type { PlanRules } from './plan-rules';
import {
  ageParams,
  coverageParams,
  isPlanKeywordValue,
  paymentMethodParams,
  ssnConfirmationParams,
  stateParams,
  type PlanKeywordValue,
} from './keyword-params';

type RuntimeCheck =
  | 'checkSsn'
  | 'checkSsnConfirmationAge'
  | 'checkCardType'
  | 'checkBeneficiaries'
  | 'checkAge'
  | 'checkCoverage'
  | 'checkStateAvailable'
  | 'checkPaymentMethod';

/** The compiled code's name for the whole data being validated (AJV's own variable). */
const rootData = new Name('rootData');

/**
 * A keyword whose compiled code calls a runtime check that answers the spec's message or
 * undefined. Plan values are computed when the schema is compiled and baked into the code, so
 * a precompiled validator needs nothing but the runtime module.
 */
function checkKeyword(
  keyword: string,
  check: RuntimeCheck,
  runtimeModule: string,
  paramsOf?: (value: unknown) => unknown,
  schemaType: KeywordDefinition['schemaType'] = paramsOf ? 'object' : 'boolean',
): KeywordDefinition {
  return {
    keyword,
    schemaType,
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      if (schema === false) return;
      const fn = gen.scopeValue('func', {
        ref: runtime[check],
        code: _`require(${runtimeModule}).${new Name(check)}`,
      });
      const value = paramsOf?.(schema);
      const params = value === undefined ? _`undefined` : stringify(value);
      const message = gen.const('message', _`${fn}(${data}, ${params}, ${rootData})`);
      cxt.setParams({ message });
      cxt.fail(_`${message} !== undefined`);
    },
    error: {
      message: ({ params }) => _`${params.message ?? ''}`,
      params: ({ params }) => _`{message: ${params.message ?? ''}}`,
    },
  };
}

/** A plan keyword's parameters, read from the catalogue when the schema is compiled. */
const planParams =
  (keyword: string, paramsOf: (value: PlanKeywordValue) => unknown) =>
  (value: unknown): unknown => {
    if (!isPlanKeywordValue(value)) throw new Error(`${keyword} must name a plan and a variant`);
    return paramsOf(value);
  };

const isPointer = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');

/**
 * `ssn: true`, or `ssn: { differsFrom: [pointers] }` to tell it from other people's, and/or
 * `ssn: { confirms: pointer }` for the same number typed again.
 */
function ssnParams(value: unknown): runtime.SsnParams | undefined {
  if (value === true) return undefined;
  const record = (value ?? {}) as { differsFrom?: unknown; confirms?: unknown };
  const { differsFrom, confirms } = record;
  const differsOk =
    differsFrom === undefined || (Array.isArray(differsFrom) && differsFrom.every(isPointer));
  const confirmsOk = confirms === undefined || isPointer(confirms);
  if (typeof value !== 'object' || !differsOk || !confirmsOk || (!differsFrom && !confirms))
    throw new Error('ssn must be true or { differsFrom: [JSON pointers], confirms: JSON pointer }');
  return {
    ...(differsFrom ? { differsFrom: differsFrom as string[] } : {}),
    ...(confirms === undefined ? {} : { confirms: confirms as string }),
  };
}

/** `cardOfType: "/card/cardType"`: the pointer to the card type the number must be of. */
function cardTypeParams(value: unknown): runtime.CardTypeParams {
  if (typeof value !== 'string' || !value.startsWith('/'))
    throw new Error('cardOfType must be the JSON pointer of the card type');
  return { typeAt: value };
}

export const customKeywords = [
  'ssn',
  'cardOfType',
  'beneficiaryShares',
  'stateAvailable',
  'ageForPlan',
  'coverageForPlan',
  'paymentMethodForPlan',
  'ssnConfirmationForPlan',
] as const;

/** Adds the custom keywords; their plan values come from `rules`. */
export function addCustomKeywords(ajv: Ajv, rules: PlanRules, runtimeModule: string): void {
  ajv.addKeyword(checkKeyword('ssn', 'checkSsn', runtimeModule, ssnParams, ['boolean', 'object']));
  ajv.addKeyword(
    checkKeyword('cardOfType', 'checkCardType', runtimeModule, cardTypeParams, 'string'),
  );
  ajv.addKeyword(checkKeyword('beneficiaryShares', 'checkBeneficiaries', runtimeModule));
  ajv.addKeyword(
    checkKeyword(
      'stateAvailable',
      'checkStateAvailable',
      runtimeModule,
      planParams('stateAvailable', (v) => stateParams(v, rules)),
    ),
  );
  ajv.addKeyword(
    checkKeyword(
      'ageForPlan',
      'checkAge',
      runtimeModule,
      planParams('ageForPlan', (v) => ageParams(v, rules)),
    ),
  );
  ajv.addKeyword(
    checkKeyword(
      'coverageForPlan',
      'checkCoverage',
      runtimeModule,
      planParams('coverageForPlan', (v) => coverageParams(v, rules)),
    ),
  );
  ajv.addKeyword(
    checkKeyword(
      'paymentMethodForPlan',
      'checkPaymentMethod',
      runtimeModule,
      planParams('paymentMethodForPlan', (v) => paymentMethodParams(v, rules)),
    ),
  );
  ajv.addKeyword(
    checkKeyword(
      'ssnConfirmationForPlan',
      'checkSsnConfirmationAge',
      runtimeModule,
      planParams('ssnConfirmationForPlan', (v) => ssnConfirmationParams(v, rules)),
    ),
  );
  // Annotations read by the engine (never-stored fields; a field's choices written from the
  // plan's codes, engine/definition/plan-codes.ts, or its one price, fixed-premium.ts) and the
  // renderer, not validated: the enum is.
  ajv.addVocabulary(['sensitive', 'codesForPlan', 'fixedPremiumForPlan']);
}

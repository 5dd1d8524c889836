import { beneficiaryTextTooLong, messages } from '../../validators';
import type { JsonSchema } from '../definition/types';
import {
  coverageParams,
  ageParams,
  isPlanKeywordValue,
  paymentMethodParams,
  ssnConfirmationParams,
  stateParams,
} from '../validation/keyword-params';
import { stateCodes } from '../validation/keyword-runtime';
import type { CoverageOptions, PlanRules } from '../validation/plan-rules';

export interface InvalidSample {
  value: unknown;
  /** The spec's message the value must be rejected with. */
  message: string;
}

export interface Samples {
  valid: unknown;
  invalid: InvalidSample[];
}

export interface SampleContext {
  rules: PlanRules;
  now: Date;
}

/** A date of birth that makes the applicant exactly `age` today (born on 1 January). */
export const bornAged = (age: number, now: Date): string => `01/01/${now.getFullYear() - age}`;

const lowest = (options: CoverageOptions): number | undefined =>
  'list' in options ? options.list[0] : options.min;
const aboveHighest = (options: CoverageOptions): number =>
  'list' in options ? Math.max(0, ...options.list) + 50000 : options.max + options.step;
/** Amounts on the other side of each limit: under the lowest, and between the two lowest. */
function outsideAmounts(options: CoverageOptions): number[] {
  const offered =
    'list' in options
      ? [...options.list].sort((a, b) => a - b)
      : [options.min, options.min + options.step].filter((amount) => amount <= options.max);
  const [first, second] = offered;
  if (first === undefined) return [];
  const below = first > 1000 ? [first - 1000] : [];
  const between =
    second === undefined ? [] : [Math.round((first + (second - first) / 2) / 1000) * 1000];
  return [...below, ...between].filter((amount) => !offered.includes(amount));
}

const beneficiary = (name: string, sharePercent: string) => ({
  name,
  relationship: 'Friend',
  sharePercent,
});

/**
 * An SSN that must differ from other people's gets one of its own, made from the pointers it
 * differs from (so the insured's and the owner's differ from each other and from the plain
 * '234-56-7890'); the area stays below 666 and the group and serial are never zero.
 */
function ssnSample(value: unknown): string {
  const differsFrom = (value as { differsFrom?: unknown } | null)?.differsFrom;
  if (!Array.isArray(differsFrom)) return '234-56-7890';
  let hash = 0;
  for (const char of JSON.stringify(differsFrom)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const area = 100 + (hash % 500);
  const group = 10 + ((hash >>> 9) % 89);
  const serial = 1000 + ((hash >>> 16) % 8999);
  return `${area}-${group}-${serial}`;
}

/**
 * Each custom keyword supplies a valid value and invalid ones with their messages, so the path
 * generator needs no hand-written fixtures. Plan values come from the plan rules.
 */
/**
 * A valid SSN no sample above gives (ssnSample's areas stay below 600): typed as a confirmation,
 * it differs from the number it confirms whatever that sample was.
 */
const otherSsn = '612-34-5678';

export const keywordSamples: {
  [keyword: string]: (
    value: unknown,
    context: SampleContext,
    schema?: JsonSchema,
  ) => Samples | undefined;
} = {
  // A confirmation's valid value is the number it confirms, which only the answers before it
  // know: the path generator copies it (withConfirmedAnswers).
  ssn: (value) => ({
    valid: ssnSample(value),
    invalid: [
      { value: '234567', message: messages.ssnFormat },
      { value: '666-12-3456', message: messages.ssnInvalid },
      { value: '123-45-6789', message: messages.ssnInvalid },
      ...(typeof (value as { confirms?: unknown } | null)?.confirms === 'string'
        ? [{ value: otherSsn, message: messages.ssnsMatch }]
        : []),
    ],
  }),
  // Only in a step's condition: a date of birth at the plan's SSN confirmation age holds it, one
  // a year younger does not.
  ssnConfirmationForPlan: (value, { rules, now }) => {
    if (!isPlanKeywordValue(value)) return undefined;
    const { age } = ssnConfirmationParams(value, rules);
    if (age === null) return undefined;
    return {
      valid: bornAged(age, now),
      invalid: age > 0 ? [{ value: bornAged(age - 1, now), message: messages.invalid }] : [],
    };
  },
  beneficiaryShares: () => ({
    valid: { primary: [beneficiary('Ann Doe', '100')], contingent: [] },
    invalid: [
      {
        value: { primary: [beneficiary('Ann Doe', '60'), beneficiary('Bo Doe', '30')] },
        message: messages.beneficiaryShareTotal,
      },
      {
        // Five entries of 50 + 6 + 2 characters: 290 in all.
        value: { primary: Array.from({ length: 5 }, () => beneficiary('N'.repeat(50), '20')) },
        message: beneficiaryTextTooLong(290),
      },
    ],
  }),
  stateAvailable: (value, { rules }) => {
    if (!isPlanKeywordValue(value)) return undefined;
    const known = (code: string) => stateCodes.includes(code);
    const { notAvailable } = stateParams(value, rules);
    const open = stateCodes.find((code) => !notAvailable.includes(code));
    return {
      valid: open,
      // The first and the last of the states not available: a list cut short shows at its end.
      invalid: [...new Set([notAvailable.find(known), notAvailable.findLast(known)])]
        .filter((code): code is string => code !== undefined)
        .map((code) => ({ value: code, message: messages.stateNotAvailable })),
    };
  },
  ageForPlan: (value, { rules, now }) => {
    if (!isPlanKeywordValue(value)) return undefined;
    const limits = ageParams(value, rules).limits[''];
    if (!limits) return undefined;
    return {
      valid: bornAged(limits.min, now),
      invalid: [
        { value: bornAged(limits.max + 1, now), message: messages.ageNotMatching },
        ...(limits.min > 0
          ? [{ value: bornAged(limits.min - 1, now), message: messages.ageNotMatching }]
          : []),
        { value: '02/30/1980', message: messages.date },
      ],
    };
  },
  paymentMethodForPlan: (value, { rules }, schema) => {
    if (!isPlanKeywordValue(value) || !Array.isArray(schema?.enum)) return undefined;
    const { methods } = paymentMethodParams(value, rules);
    const offered = schema.enum.filter((method): method is string => typeof method === 'string');
    const taken = offered.filter((method) => methods === null || methods.includes(method));
    return {
      valid: taken[0],
      invalid: offered
        .filter((method) => !taken.includes(method))
        .slice(0, 1)
        .map((method) => ({ value: method, message: messages.invalid })),
    };
  },
  coverageForPlan: (value, { rules }) => {
    if (!isPlanKeywordValue(value)) return undefined;
    const { options } = coverageParams(value, rules);
    return {
      valid: lowest(options),
      invalid: [aboveHighest(options), ...outsideAmounts(options)].map((amount) => ({
        value: amount,
        message: messages.invalid,
      })),
    };
  },
};

/** Each format's valid value and invalid ones with the messages of validators. */
export const formatSamples: { [format: string]: (now: Date) => Samples } = {
  date: () => ({ valid: '07/04/1980', invalid: [{ value: '13/01/1980', message: messages.date }] }),
  'date-of-birth': (now) => ({
    valid: '07/04/1980',
    invalid: [
      { value: '13/01/1980', message: messages.date },
      { value: `01/01/${now.getFullYear() + 1}`, message: messages.invalid },
    ],
  }),
  zip: () => ({ valid: '22201', invalid: [{ value: '2220', message: messages.zip }] }),
  phone: () => ({
    valid: '703-555-0142',
    invalid: [{ value: '703-555', message: messages.phone }],
  }),
  email: () => ({
    valid: 'ann.doe@example.com',
    invalid: [{ value: 'ann.doe@', message: messages.email }],
  }),
  ssn: () => ({ valid: '234-56-7890', invalid: [{ value: '234', message: messages.ssnFormat }] }),
  'strict-string': () => ({
    valid: 'Ann',
    invalid: [{ value: 'Ann<script>', message: messages.invalidCharacter }],
  }),
  'card-number': () => ({
    valid: '4111111111111111',
    invalid: [{ value: '4111111111111112', message: messages.cardNumber }],
  }),
  'card-expiry': (now) => ({
    valid: `12/${now.getFullYear() + 2}`,
    invalid: [
      { value: '1/2030', message: messages.cardExpiryFormat },
      { value: `01/${now.getFullYear() - 1}`, message: messages.cardExpiryDate },
    ],
  }),
  'routing-number': () => ({
    valid: '011000015',
    invalid: [{ value: '011000016', message: messages.routingNumber }],
  }),
  'account-number': () => ({
    valid: '12345678',
    invalid: [{ value: '1234abcd', message: messages.onlyNumbers }],
  }),
  cvv: () => ({ valid: '123', invalid: [{ value: '12a', message: messages.onlyNumbers }] }),
  switcher: () => ({ valid: '0', invalid: [{ value: 'maybe', message: messages.invalid }] }),
  confirmation: () => ({ valid: '1', invalid: [{ value: '0', message: messages.required }] }),
  state: () => ({ valid: 'TX', invalid: [{ value: 'XX', message: messages.invalid }] }),
};

const keywordOrder = [
  'ssn',
  'beneficiaryShares',
  'stateAvailable',
  'ageForPlan',
  'coverageForPlan',
  'paymentMethodForPlan',
  'ssnConfirmationForPlan',
];

/** The samples of the first custom keyword or format a schema carries, if any. */
export function samplesFor(schema: JsonSchema, context: SampleContext): Samples | undefined {
  for (const keyword of keywordOrder) {
    if (schema[keyword] !== undefined && schema[keyword] !== false) {
      const samples = keywordSamples[keyword]?.(schema[keyword], context, schema);
      if (samples) return samples;
    }
  }
  const format = schema.format;
  if (typeof format === 'string') return formatSamples[format]?.(context.now);
  return undefined;
}

import { formatUsd } from '../../validators';
import type { FixedPremium, PlanRules } from '../validation/plan-rules';
import { replaced } from './plan-codes';
import type { FormDefinition, JsonSchema } from './types';

/**
 * A fixed-price plan (the catalogue's `fixedPremium`): a number field written
 * `"fixedPremiumForPlan": true` gets the plan's price as its only answer and its default, so it
 * is sent with the application and the server's schema refuses any other amount; its uiSchema
 * gets the `fixedPremium` widget, which shows the price and its renewal period (its enum name,
 * which the review shows too).
 */
const keyword = 'fixedPremiumForPlan';
export const fixedPremiumWidget = 'fixedPremium';
const periodKey = 'ui:renewalPeriodMonths';

type Node = Record<string, unknown>;

/** A fixed-price plan's payment and how often it is due: `$277.20 every 12 months`. */
export function fixedPremiumText({ amount, renewalPeriodMonths }: FixedPremium): string {
  const period = renewalPeriodMonths === 1 ? 'month' : `${renewalPeriodMonths} months`;
  return `${formatUsd(amount)} every ${period}`;
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Property names from a step's schema down to each field carrying the keyword. */
function keysOf(schema: unknown, keys: string[] = []): string[][] {
  if (!isNode(schema)) return [];
  const found = schema[keyword] === true ? [keys] : [];
  if (isNode(schema.properties))
    for (const [key, child] of Object.entries(schema.properties))
      found.push(...keysOf(child, [...keys, key]));
  return found;
}

function nodeAt(root: unknown, keys: string[], viaProperties: boolean): Node | undefined {
  let node: unknown = root;
  for (const key of keys) {
    const parent: unknown = viaProperties && isNode(node) ? node.properties : node;
    node = isNode(parent) ? parent[key] : undefined;
  }
  return isNode(node) ? node : undefined;
}

/** The definition with each fixed-price field's answer written from the plan catalogue. */
export function withFixedPremium(definition: FormDefinition, rules: PlanRules): FormDefinition {
  if (!definition.steps.some((step) => keysOf(step.schema).length > 0)) return definition;
  const price = rules.fixedPremium?.(definition.plan);
  const steps = definition.steps.map((step) => {
    let { schema, uiSchema } = step;
    for (const keys of keysOf(schema)) {
      const field = nodeAt(schema, keys, true) ?? {};
      // No price in the catalogue: no answer is right (check:catalogue names the field).
      const filled: Node = price
        ? { ...field, type: 'number', enum: [price.amount], default: price.amount }
        : { ...field, type: 'number', not: {} };
      schema = replaced(schema, keys, true, filled) as JsonSchema;
      uiSchema = replaced(uiSchema, keys, false, {
        ...nodeAt(uiSchema, keys, false),
        'ui:widget': fixedPremiumWidget,
        ...(price
          ? { 'ui:enumNames': [fixedPremiumText(price)], [periodKey]: price.renewalPeriodMonths }
          : {}),
      }) as JsonSchema;
    }
    return schema === step.schema ? step : { ...step, schema, uiSchema };
  });
  return { ...definition, steps };
}

/** Where a form (as served, withFixedPremium) carries its plan's fixed price, and the price. */
export interface FixedPremiumField extends FixedPremium {
  /** JSON pointer of the answer. */
  pointer: string;
}

/** The first fixed-price field of a served form, with its price; none for a priced plan. */
export function fixedPremiumOf(definition: FormDefinition): FixedPremiumField | undefined {
  for (const step of definition.steps)
    for (const keys of keysOf(step.schema)) {
      const amount = nodeAt(step.schema, keys, true)?.enum;
      const months = nodeAt(step.uiSchema, keys, false)?.[periodKey];
      const [only] = Array.isArray(amount) ? amount : [];
      if (typeof only === 'number' && typeof months === 'number')
        return { pointer: `/${keys.join('/')}`, amount: only, renewalPeriodMonths: months };
    }
  return undefined;
}

/**
 * What check:catalogue says of a form (as written) and its plan's price: a fixed-price plan's form
 * that carries no fixed-price field (its price would be neither shown nor checked), and a field
 * carrying a price its plan does not set.
 */
export function fixedPremiumFindings(
  path: string,
  definition: FormDefinition,
  rules: PlanRules,
): string[] {
  const price = rules.fixedPremium?.(definition.plan);
  const fields = definition.steps.flatMap((step, i) =>
    keysOf(step.schema).map((keys) => `/steps/${i}/schema/properties/${keys.join('/properties/')}`),
  );
  const name = `'${definition.plan.plan}' variant '${definition.plan.variant}'`;
  if (price && fields.length === 0)
    return [
      `${path}: ${name} has a fixedPremium in the plan catalogue: a field must carry it ("${keyword}": true)`,
    ];
  if (!price)
    return fields.map(
      (pointer) =>
        `${path}: ${pointer}: ${keyword}, but ${name} has no fixedPremium in the plan catalogue`,
    );
  return [];
}

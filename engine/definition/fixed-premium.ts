import { formatUsd } from '../../validators';
import type { FixedPremium, PlanRules } from '../validation/plan-rules';
import { replaced } from './plan-codes';
import type { FixedPremiumField, FormDefinition, JsonSchema } from './types';

/**
 * A fixed-price plan (the catalogue's `fixedPremium`): a number field written
 * `"fixedPremiumForPlan": true` gets the plan's price as its only answer and its default, so it
 * is sent with the application and the server's schema refuses any other amount. Shown as a
 * question with one answer is (the radio widget says it, not asks it), named with the price
 * and its renewal period, as the review names it too; the definition's `fixedPremium` says
 * where it is and what it costs (the analytics item's payment amount).
 */
const keyword = 'fixedPremiumForPlan';

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
  const [first] = definition.steps.flatMap((step) => keysOf(step.schema));
  if (!first) return definition;
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
        'ui:widget': 'radio',
        ...(price ? { 'ui:enumNames': [fixedPremiumText(price)] } : {}),
      }) as JsonSchema;
    }
    return schema === step.schema ? step : { ...step, schema, uiSchema };
  });
  const fixedPremium: FixedPremiumField | undefined = price && {
    pointer: `/${first.join('/')}`,
    amount: price.amount,
    renewalPeriodMonths: price.renewalPeriodMonths,
  };
  return { ...definition, steps, ...(fixedPremium ? { fixedPremium } : {}) };
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

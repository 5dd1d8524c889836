// Build-time only: a plan's own figures (amounts, ages) as the pages write them, from the plan
// catalogue, and copy texts with them filled in.
import { coverageAmounts, type ResolvedVariant } from '../../plans';
import { formatUsd } from '../../validators';

export function dollars(amount: number): string {
  return formatUsd(amount).replace(/\.00$/, '');
}

export function coverageText(variant: ResolvedVariant): string | null {
  if (!variant.coverage) return null;
  const amounts = coverageAmounts(variant.coverage);
  const [lowest] = amounts;
  const highest = amounts.at(-1);
  if (lowest === undefined || highest === undefined) return null;
  if ('amounts' in variant.coverage)
    return amounts
      .map(dollars)
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1');
  return lowest === highest ? dollars(lowest) : `${dollars(lowest)} to ${dollars(highest)}`;
}

/** The highest age plan.schema.json allows. */
const oldestAge = 120;

export function agesText(variant: ResolvedVariant): string | null {
  if (!variant.age) return null;
  // The catalogue's highest age (plan.schema.json) sets no upper limit (Legal Plans: adults).
  return variant.age.max >= oldestAge
    ? `${variant.age.min} and older`
    : `${variant.age.min} to ${variant.age.max}`;
}

/** A copy text with the plan's own figures ({coverage}, {ages}) filled from its variant. */
export function filledCopy(text: string, variant: ResolvedVariant): string {
  return text
    .replaceAll('{coverage}', coverageText(variant) ?? '')
    .replaceAll('{ages}', agesText(variant) ?? '');
}

// Build-time only: a plan's own figures (amounts, ages) as the pages write them, from the plan
// catalogue, and copy texts with them filled in.
import {
  coverageAmounts,
  exampleRates,
  isRateSheetId,
  rateSheets,
  type ResolvedVariant,
} from '../../plans';
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

/** The age and amount of a plan page's rate example, when the plan offers them. */
const exampleAge = 35;
const exampleCoverage = 250_000;

/**
 * One rate from the plan's rate table in a sentence ('At age 35, $250,000 of coverage costs
 * $19.15 a month.'), priced by the rate tables' quote (exampleRates): at age 35 and $250,000, or
 * the plan's youngest age and lowest amount where it does not offer those. The curve it reads is
 * named where the table has more than one (tobacco, sex, term, health class).
 */
export function rateExampleText(variant: ResolvedVariant): string | null {
  const sheet = variant.rateSheet;
  if (!sheet || !isRateSheetId(sheet) || !variant.coverage || !variant.age) return null;
  const amounts = coverageAmounts(variant.coverage);
  const coverage = amounts.includes(exampleCoverage) ? exampleCoverage : amounts[0];
  const { min, max } = variant.age;
  const age = exampleAge >= min && exampleAge <= max ? exampleAge : min;
  if (coverage === undefined) return null;
  const [rate] = exampleRates(sheet, { ages: [age], coverage });
  if (!rate) return null;
  const { tier, sex, term, tobacco } = rateSheets[sheet].dimensions;
  const curve = [
    sex ? 'a man' : 'someone',
    term ? 'on a 10-year term' : undefined,
    tier ? 'in the standard health class' : undefined,
    tobacco ? 'who does not use tobacco' : undefined,
  ].filter((part) => part !== undefined);
  const whom = curve.length > 1 ? ` for ${curve.join(' ')}` : '';
  return `At age ${age}, ${dollars(coverage)} of coverage costs ${formatUsd(rate.monthly)} a month${whom}.`;
}

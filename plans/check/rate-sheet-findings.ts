import { ageLimitsOf, coverageAmounts, coverageOptionsOf, resolveVariant } from '../catalogue';
import type { ResolvedVariant } from '../catalogue';
import type { RateKey } from '../rates';
import type { CheckContext } from './catalogue-input';
import { settingPointer } from './catalogue-input';
import type { Finding } from './finding';

/**
 * A variant's rate sheet can quote every age and coverage amount the variant offers: its bounds
 * hold them, and it has a rate for each of them on every curve (tier, sex, term, tobacco).
 */
export function rateSheetFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  for (const { file, plan } of context.plans) {
    plan.variants.forEach((variant, index) => {
      const resolved = resolveVariant(plan, variant);
      const bounds =
        resolved.rateSheet === undefined
          ? undefined
          : context.references.rateSheetBounds[resolved.rateSheet];
      if (!bounds) return;
      const sheet = `rate sheet "${resolved.rateSheet}"`;
      const ages = [resolved.age, ...Object.values(resolved.ageByTerm ?? {})].flatMap((limits) =>
        limits ? [limits] : [],
      );
      for (const limits of ages) {
        if (limits.min < bounds.minAge || limits.max > bounds.maxAge) {
          findings.push({
            file,
            pointer: settingPointer(plan, index, 'age'),
            message: `ages ${limits.min}-${limits.max} of variant "${variant.id}" exceed the ages ${bounds.minAge}-${bounds.maxAge} of ${sheet}`,
          });
          break;
        }
      }
      const amounts = resolved.coverage ? coverageAmounts(resolved.coverage) : [];
      const outside = amounts.find(
        (amount) => amount < bounds.minCoverage || amount > bounds.maxCoverage,
      );
      if (outside !== undefined) {
        findings.push({
          file,
          pointer: settingPointer(plan, index, 'coverage'),
          message: `coverage ${outside} of variant "${variant.id}" is outside ${bounds.minCoverage}-${bounds.maxCoverage} of ${sheet}`,
        });
      }
      const gaps = context.references.rateSheetGaps[resolved.rateSheet ?? ''];
      const unpriced = gaps ? unpricedOffers(resolved, gaps) : [];
      const first = unpriced[0];
      if (first) {
        const more = unpriced.length > 1 ? ` (${unpriced.length} unpriced offers in all)` : '';
        findings.push({
          file,
          pointer: settingPointer(plan, index, 'rateSheet'),
          message: `${sheet} has no rate for ${describe(first)}, which variant "${variant.id}" offers${more}`,
        });
      }
    });
  }
  return findings;
}

interface UnpricedOffer {
  age: number;
  coverage: number;
  key: RateKey;
}

/** Every age, amount and curve the variant offers (per term it offers) that its sheet does not price. */
function unpricedOffers(
  variant: ResolvedVariant,
  gaps: (age: number, coverage: number, term?: number) => RateKey[],
): UnpricedOffer[] {
  const unpriced: UnpricedOffer[] = [];
  for (const term of variant.terms ?? [undefined]) {
    const ages = ageLimitsOf(variant, term);
    if (!ages) continue;
    for (let age = ages.min; age <= ages.max; age += 1)
      for (const coverage of coverageOptionsOf(variant, age, term))
        for (const key of gaps(age, coverage, term)) unpriced.push({ age, coverage, key });
  }
  return unpriced;
}

function describe({ age, coverage, key }: UnpricedOffer): string {
  const curve = [
    key.tier === undefined ? undefined : `tier ${key.tier}`,
    key.sex === undefined ? undefined : `sex ${key.sex}`,
    key.term === undefined ? undefined : `term ${key.term}`,
    key.tobacco === undefined ? undefined : key.tobacco ? 'tobacco' : 'no tobacco',
  ].filter((part) => part !== undefined);
  const at = `age ${age}, coverage ${coverage.toLocaleString('en-US')}`;
  return curve.length > 0 ? `${at} (${curve.join(', ')})` : at;
}

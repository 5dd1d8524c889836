import { coverageAmounts, resolveVariant } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingPointer } from './catalogue-input';
import type { Finding } from './finding';

/** A variant's rate sheet can quote every age and coverage amount the variant offers. */
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
    });
  }
  return findings;
}

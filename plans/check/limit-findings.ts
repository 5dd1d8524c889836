import { coverageAmounts, resolveVariant } from '../catalogue';
import type { AgeLimits, Coverage, ResolvedVariant } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingPointer, settingsHolders } from './catalogue-input';
import type { Finding } from './finding';
import { pointerTo } from './finding';

/** Ages, coverage and Quick Step bands are consistent with each other, variant by variant. */
export function limitFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  for (const { file, plan } of context.plans) {
    for (const { settings, pointer } of settingsHolders(plan)) {
      const at = (...path: (string | number)[]): string => `${pointer}${pointerTo(...path)}`;
      if (settings.age) findings.push(...ageRangeFindings(file, at('age'), settings.age));
      for (const [term, limits] of Object.entries(settings.ageByTerm ?? {})) {
        findings.push(...ageRangeFindings(file, at('ageByTerm', term), limits));
      }
      if (settings.coverage)
        findings.push(...coverageFindings(file, at('coverage'), settings.coverage));
      if (settings.dependentCoverage) {
        findings.push(
          ...coverageFindings(file, at('dependentCoverage'), settings.dependentCoverage),
        );
      }
    }
    plan.variants.forEach((variant, index) => {
      const resolved = resolveVariant(plan, variant);
      const pointerOf = (key: Parameters<typeof settingPointer>[2]): string =>
        settingPointer(plan, index, key);
      for (const term of Object.keys(resolved.ageByTerm ?? {})) {
        if (resolved.terms && !resolved.terms.some((offered) => String(offered) === term)) {
          findings.push({
            file,
            pointer: `${pointerOf('ageByTerm')}/${term}`,
            message: `term ${term} is not among the terms offered (${resolved.terms.join(', ')})`,
          });
        }
      }
      findings.push(...quickStepFindings(file, pointerOf('quickStepLimits'), resolved));
    });
  }
  return findings;
}

function ageRangeFindings(file: string, pointer: string, limits: AgeLimits): Finding[] {
  return limits.min > limits.max
    ? [{ file, pointer, message: `min age ${limits.min} is above max age ${limits.max}` }]
    : [];
}

function coverageFindings(file: string, pointer: string, coverage: Coverage): Finding[] {
  if ('amounts' in coverage) {
    const sorted = coverage.amounts.every(
      (amount, i, all) => i === 0 || (all[i - 1] ?? 0) < amount,
    );
    return sorted
      ? []
      : [{ file, pointer: `${pointer}/amounts`, message: 'amounts must be listed lowest first' }];
  }
  if (coverage.min > coverage.max) {
    return [
      {
        file,
        pointer,
        message: `min coverage ${coverage.min} is above max coverage ${coverage.max}`,
      },
    ];
  }
  if ((coverage.max - coverage.min) % coverage.step !== 0) {
    return [
      {
        file,
        pointer: `${pointer}/step`,
        message: `steps of ${coverage.step} from ${coverage.min} never reach max ${coverage.max}`,
      },
    ];
  }
  return [];
}

/** Bands lie in the age limits, cover each age once, and cap coverage at an amount offered. */
function quickStepFindings(file: string, pointer: string, variant: ResolvedVariant): Finding[] {
  const bands = variant.quickStepLimits;
  if (!bands) return [];
  const findings: Finding[] = [];
  const offered = variant.coverage ? coverageAmounts(variant.coverage) : [];
  bands.forEach((band, index) => {
    if (band.minAge > band.maxAge) {
      findings.push({
        file,
        pointer: `${pointer}/${index}`,
        message: `minAge ${band.minAge} is above maxAge ${band.maxAge}`,
      });
    }
    // A cap above the variant's highest amount, or between two of its amounts, would let the
    // Quick Step promise what the variant does not offer.
    if (band.maxCoverage !== 0 && !offered.includes(band.maxCoverage)) {
      findings.push({
        file,
        pointer: `${pointer}/${index}/maxCoverage`,
        message: `${band.maxCoverage} is not a coverage amount of variant "${variant.variantId}" (use one of its amounts, or 0 for no Quick Step)`,
      });
    }
  });
  const age = variant.age;
  if (!age) {
    return [
      ...findings,
      {
        file,
        pointer,
        message: `variant "${variant.variantId}" has Quick Step limits but no age limits`,
      },
    ];
  }
  for (let years = age.min; years <= age.max; years += 1) {
    const matching = bands.filter((band) => years >= band.minAge && years <= band.maxAge).length;
    if (matching !== 1) {
      findings.push({
        file,
        pointer,
        message: `age ${years} of variant "${variant.variantId}" falls in ${matching} Quick Step bands; every age from ${age.min} to ${age.max} needs exactly one`,
      });
      break;
    }
  }
  bands.forEach((band, index) => {
    if (band.minAge < age.min || band.maxAge > age.max) {
      findings.push({
        file,
        pointer: `${pointer}/${index}`,
        message: `band ${band.minAge}-${band.maxAge} lies outside the age limits ${age.min}-${age.max} of variant "${variant.variantId}"`,
      });
    }
  });
  return findings;
}

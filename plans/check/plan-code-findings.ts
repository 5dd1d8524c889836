import { resolveVariant } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingsHolders } from './catalogue-input';
import type { Finding } from './finding';
import { pointerTo } from './finding';

/**
 * The plan list and the plan files agree: codes are unique, every code named by a plan is on the
 * list, every code on the list belongs to exactly one plan, and each code's form is that plan's.
 */
export function planCodeFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const { file: listFile, entries } = context.planCodes;
  const listed = new Set<string>();
  entries.forEach((entry, index) => {
    if (listed.has(entry.code)) {
      findings.push({
        file: listFile,
        pointer: pointerTo('planCodes', index, 'code'),
        message: `duplicate plan code "${entry.code}"`,
      });
    }
    listed.add(entry.code);
  });

  const owners = new Map<string, string[]>();
  for (const { file, plan } of context.plans) {
    const codes = new Set<string>();
    for (const { settings, pointer } of settingsHolders(plan)) {
      (settings.planCodes ?? []).forEach((code, index) => {
        codes.add(code);
        if (!listed.has(code)) {
          findings.push({
            file,
            pointer: `${pointer}${pointerTo('planCodes', index)}`,
            message: `plan code "${code}" is not in the plan list (${listFile})`,
          });
        }
      });
    }
    for (const code of codes) owners.set(code, [...(owners.get(code) ?? []), plan.id]);
  }

  const variantsByForm = new Map(
    context.plans
      .flatMap(({ plan }) => plan.variants.map((variant) => resolveVariant(plan, variant)))
      .flatMap((variant) =>
        variant.application ? [[variant.application.formId, variant] as const] : [],
      ),
  );
  entries.forEach((entry, index) => {
    const planIds = owners.get(entry.code) ?? [];
    if (planIds.length !== 1) {
      findings.push({
        file: listFile,
        pointer: pointerTo('planCodes', index),
        message:
          planIds.length === 0
            ? `plan code "${entry.code}" belongs to no plan file`
            : `plan code "${entry.code}" belongs to several plans: ${planIds.join(', ')}`,
      });
    }
    if (entry.formId === undefined) return;
    const variant = variantsByForm.get(entry.formId);
    if (!variant) {
      findings.push({
        file: listFile,
        pointer: pointerTo('planCodes', index, 'formId'),
        message: `form id "${entry.formId}" is no application of the catalogue`,
      });
    } else if (!variant.planCodes.includes(entry.code)) {
      findings.push({
        file: listFile,
        pointer: pointerTo('planCodes', index, 'formId'),
        message: `form "${entry.formId}" belongs to ${variant.planId}, which is not sold under "${entry.code}"`,
      });
    } else if (entry.appId !== undefined && variant.applicationType !== entry.appId) {
      findings.push({
        file: listFile,
        pointer: pointerTo('planCodes', index, 'appId'),
        message: `"${entry.appId}" differs from the application type "${variant.applicationType ?? 'none'}" of form "${entry.formId}"`,
      });
    }
  });
  return findings;
}

import { isDependentChild, resolveVariant } from '../catalogue';
import type { PlanConfig } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingPointer } from './catalogue-input';
import type { Finding } from './finding';
import { pointerTo } from './finding';

const requiredWhenSold = ['applicationType', 'typeCode', 'application'] as const;

/**
 * Links resolve: Quick Step full applications, linksTo; a plan sold online is complete and
 * reachable (its own landing page, or linked from a reachable plan).
 */
export function linkFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const plansById = new Map(context.plans.map(({ plan }) => [plan.id, plan]));
  const formIds = new Set(
    context.plans.flatMap(({ plan }) =>
      plan.variants.flatMap((variant) => resolveVariant(plan, variant).application?.formId ?? []),
    ),
  );
  const quickStepFormIds = new Set(
    context.plans.flatMap(({ plan }) =>
      plan.variants
        .map((variant) => resolveVariant(plan, variant))
        .flatMap((variant) =>
          variant.fullApplication && variant.application ? [variant.application.formId] : [],
        ),
    ),
  );

  for (const { file, plan } of context.plans) {
    (plan.linksTo ?? []).forEach((target, index) => {
      if (!plansById.has(target) || target === plan.id) {
        findings.push({
          file,
          pointer: pointerTo('linksTo', index),
          message: `"${target}" is no other plan of the catalogue`,
        });
      }
    });
    if (plan.soldOnline && plan.linksRedirectTo !== undefined) {
      findings.push({
        file,
        pointer: '/linksRedirectTo',
        message: 'a plan whose links redirect away cannot be sold online',
      });
    }
    plan.variants.forEach((variant, index) => {
      const resolved = resolveVariant(plan, variant);
      const fullApplication = resolved.fullApplication ?? {};
      for (const role of ['member', 'spouse'] as const) {
        const target = fullApplication[role];
        if (target === undefined) continue;
        const pointer = `${settingPointer(plan, index, 'fullApplication')}/${role}`;
        if (!formIds.has(target)) {
          findings.push({
            file,
            pointer,
            message: `full application "${target}" is no application of the catalogue`,
          });
        } else if (quickStepFormIds.has(target)) {
          findings.push({
            file,
            pointer,
            message: `full application "${target}" is itself a Quick Step application`,
          });
        }
      }
      if (!plan.soldOnline) return;
      for (const key of requiredWhenSold) {
        if (key === 'application' && isDependentChild(variant, resolved)) continue;
        if (resolved[key] === undefined) {
          findings.push({
            file,
            pointer: pointerTo('variants', index, key),
            message: `variant "${variant.id}" of a plan sold online needs "${key}"`,
          });
        }
      }
    });
  }

  const reachable = reachablePlanIds(
    context.plans.map(({ plan }) => plan),
    plansById,
  );
  for (const { file, plan } of context.plans) {
    if (plan.soldOnline && !reachable.has(plan.id)) {
      findings.push({
        file,
        pointer: '/landingPage',
        message: `plan "${plan.id}" is sold online but unreachable: give it a landingPage or list it in another plan's linksTo`,
      });
    }
  }
  return findings;
}

function hasLandingPage(plan: PlanConfig): boolean {
  return (
    plan.landingPage !== undefined ||
    plan.variants.some((variant) => variant.landingPage !== undefined)
  );
}

/** Plans with a landing page, then every plan their linksTo reach, transitively. */
function reachablePlanIds(
  plans: readonly PlanConfig[],
  plansById: Map<string, PlanConfig>,
): Set<string> {
  const reached = new Set(
    plans
      .filter((plan) => plan.linksRedirectTo === undefined && hasLandingPage(plan))
      .map((plan) => plan.id),
  );
  const queue = [...reached];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const target of plansById.get(id)?.linksTo ?? []) {
      if (!reached.has(target) && plansById.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return reached;
}

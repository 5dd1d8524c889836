import type { FormDefinition } from '../engine';
import { planVariant } from '../plans';

const limitKeywords = new Set([
  'ageForPlan',
  'coverageForPlan',
  'stateAvailable',
  'ssnConfirmationForPlan',
]);

/** The plan limit keywords some field (or, for the SSN confirmation, step condition) carries. */
function keywordsIn(definition: FormDefinition): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        if (limitKeywords.has(key)) found.add(key);
        visit(child);
      }
  };
  for (const step of definition.steps) {
    visit(step.schema);
    visit(step.condition);
  }
  return found;
}

/** A form definition with the file it was read from. */
export interface FormAt {
  path: string;
  definition: FormDefinition;
}

/**
 * Each form held against the plan catalogue: it is the application of the variant it sells
 * (same form id and route) with its brand, type code and application type, no two forms share
 * a route, and a Quick Step continues into the full applications its variant names. A form copied for a new variant and left with the old
 * route, form id or variant would otherwise take over another application's page, or sell
 * under another variant's states, ages, amounts and payment methods.
 */
export function applicationFindings(forms: readonly FormAt[]): string[] {
  const findings: string[] = [];
  const routes = new Map<string, string>();
  for (const { path, definition } of forms) {
    const at = (pointer: string, text: string) => findings.push(`${path}: ${pointer}: ${text}`);
    const { formId, route, plan } = definition;
    const other = routes.get(route);
    if (other !== undefined) at('/route', `route ${route} is also the route of ${other}`);
    else routes.set(route, `form '${formId}' (${path})`);
    const variant = planVariant(plan.plan, plan.variant);
    // An unknown plan or variant is the form check's finding.
    if (!variant) continue;
    const name = `'${plan.plan}' variant '${plan.variant}'`;
    const planFile = `plans/catalogue/${plan.plan}.json`;
    const application = variant.application;
    if (!application) {
      at(
        '/plan',
        `${name} has no application in ${planFile}: add one with this form's id and route`,
      );
      continue;
    }
    if (application.formId !== formId)
      at(
        '/formId',
        `'${formId}' is not the application of ${name}, which is '${application.formId}' in ${planFile} (is /plan/variant the one this form sells?)`,
      );
    if (application.route !== route)
      at(
        '/route',
        `${route} is not the route of ${name}'s application, ${application.route} in ${planFile}`,
      );
    // What the form says of itself is what its plan says: analytics report the form's brand.
    const settings = [
      ['/branding', definition.branding, variant.brand, 'brand'],
      ['/typeCode', definition.typeCode, variant.typeCode, 'typeCode'],
      ['/applicationType', definition.applicationType, variant.applicationType, 'applicationType'],
      // The spec's appId is the application type: analytics items and stores are keyed by it.
      ['/appId', definition.appId, variant.applicationType, 'applicationType'],
    ] as const;
    for (const [pointer, own, planned, key] of settings)
      if (planned !== undefined && own !== planned)
        at(pointer, `'${own}' is not the ${key} of ${name}, '${planned}' in ${planFile}`);
    // A limit of the variant is checked only where a field carries its keyword.
    const carried = keywordsIn(definition);
    const limits = [
      ['ageForPlan', variant.age !== undefined, 'ages'],
      ['coverageForPlan', variant.coverage !== undefined, 'coverage amounts'],
      [
        'stateAvailable',
        (variant.statesNotAvailable?.length ?? 0) > 0 || variant.availableStates !== undefined,
        'states',
      ],
      ['ssnConfirmationForPlan', variant.ssnConfirmationAge !== undefined, 'SSN confirmation age'],
    ] as const;
    for (const [keyword, limited, what] of limits)
      if (limited && !carried.has(keyword))
        at(
          '/steps',
          `${name} limits its ${what} in ${planFile}, but no field of the form carries '${keyword}': they would not be checked`,
        );
    const continues = definition.quickStep?.fullAppFormId;
    const named = variant.fullApplication;
    if (continues && (continues.member !== named?.member || continues.spouse !== named?.spouse))
      at(
        '/quickStep/fullAppFormId',
        `continues with ${JSON.stringify(continues)}, but ${name} names ${JSON.stringify(named ?? null)} as its full applications in ${planFile}`,
      );
  }
  return findings;
}

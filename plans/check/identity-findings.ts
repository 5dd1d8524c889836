import { resolveVariant } from '../catalogue';
import type { CheckContext } from './catalogue-input';
import { settingPointer } from './catalogue-input';
import type { Finding } from './finding';
import { pointerTo } from './finding';

/** Plan ids match file names and are unique; variant ids, form ids and routes are unique. */
export function identityFindings(context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const planFiles = new Map<string, string>();
  const formIds = new Map<string, string>();
  const routes = new Map<string, string>();
  const claim = (owners: Map<string, string>, value: string, place: string): string | undefined => {
    const owner = owners.get(value);
    if (owner === undefined) owners.set(value, place);
    return owner;
  };
  for (const { file, plan } of context.plans) {
    const expected = `${plan.id}.json`;
    if (file !== expected && !file.endsWith(`/${expected}`)) {
      findings.push({
        file,
        pointer: '/id',
        message: `id "${plan.id}" must match the file name ${expected}`,
      });
    }
    const earlierFile = claim(planFiles, plan.id, file);
    if (earlierFile !== undefined) {
      findings.push({
        file,
        pointer: '/id',
        message: `duplicate plan id "${plan.id}" (also in ${earlierFile})`,
      });
    }
    const variantIds = new Set<string>();
    plan.variants.forEach((variant, index) => {
      if (variantIds.has(variant.id)) {
        findings.push({
          file,
          pointer: pointerTo('variants', index, 'id'),
          message: `duplicate variant id "${variant.id}"`,
        });
      }
      variantIds.add(variant.id);
      const application = resolveVariant(plan, variant).application;
      if (!application) return;
      const pointer = settingPointer(plan, index, 'application');
      const place = `${file}#${pointer}`;
      const formOwner = claim(formIds, application.formId, place);
      if (formOwner !== undefined) {
        findings.push({
          file,
          pointer: `${pointer}/formId`,
          message: `duplicate form id "${application.formId}" (also at ${formOwner})`,
        });
      }
      const routeOwner = claim(routes, application.route, place);
      if (routeOwner !== undefined) {
        findings.push({
          file,
          pointer: `${pointer}/route`,
          message: `duplicate route "${application.route}" (also at ${routeOwner})`,
        });
      }
    });
  }
  return findings;
}

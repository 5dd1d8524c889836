import type { FormDefinition, PlanRef, ServiceFormDefinition } from './types';
import { planKeywords } from './plan-keywords';
import { isRecord } from '../../validators';

/** Shared fragments by name: `forms/fragments/applicant.json` is `applicant`. */
export type Fragments = { [name: string]: unknown };

export class DefinitionError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

const fragmentRef = /(?:^|\/)fragments\/([a-z0-9-]+)\.json(?:#(.*))?$/;

function pointerGet(doc: unknown, pointer: string, path: string): unknown {
  let node = doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new DefinitionError(path, `no '${pointer}' in the fragment`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function resolveNode(
  node: unknown,
  fragments: Fragments,
  plan: PlanRef,
  path: string,
  depth: number,
): unknown {
  if (depth > 50) throw new DefinitionError(path, 'fragments refer to each other in a loop');
  if (Array.isArray(node)) {
    return node.map((item, i) => resolveNode(item, fragments, plan, `${path}/${i}`, depth));
  }
  if (!isRecord(node)) return node;
  const { $ref, ...siblings } = node;
  let base: Record<string, unknown> = {};
  if (typeof $ref === 'string') {
    const match = fragmentRef.exec($ref);
    if (!match) throw new DefinitionError(path, `'${$ref}' is not a fragment reference`);
    const [, name = '', pointer = ''] = match;
    if (!(name in fragments)) throw new DefinitionError(path, `no fragment named '${name}'`);
    const target = resolveNode(
      pointerGet(fragments[name], pointer, path),
      fragments,
      plan,
      path,
      depth + 1,
    );
    if (!isRecord(target)) throw new DefinitionError(path, `'${$ref}' is not an object`);
    base = target;
  } else if ($ref !== undefined) {
    base = { $ref };
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(siblings)) {
    out[key] = resolveNode(value, fragments, plan, `${path}/${key}`, depth);
  }
  for (const keyword of planKeywords) {
    const value = out[keyword];
    if (value === true) out[keyword] = { ...plan };
    else if (isRecord(value) && value.plan === undefined) out[keyword] = { ...plan, ...value };
  }
  return out;
}

/**
 * Inlines every fragment `$ref` of a definition (siblings of `$ref` override the fragment's keys)
 * and names the form's plan in every plan keyword, so AJV and the renderer see plain schemas.
 */
export function resolveDefinition(raw: FormDefinition, fragments: Fragments): FormDefinition {
  const plan = raw.plan ?? { plan: '', variant: '' };
  return resolveNode(raw, fragments, plan, '', 0) as FormDefinition;
}

/**
 * A member-service form's fragments inlined. It sells no plan: a plan keyword in one of its steps
 * names none, and the catalogue check refuses it (checkServiceForms).
 */
export function resolveServiceForm(
  raw: ServiceFormDefinition,
  fragments: Fragments,
): ServiceFormDefinition {
  return resolveNode(raw, fragments, { plan: '', variant: '' }, '', 0) as ServiceFormDefinition;
}

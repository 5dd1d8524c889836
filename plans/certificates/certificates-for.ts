import { findState } from '../../validators';
import { certificateConfig } from './config';
import { documentByKey } from './documents';
import type { SetSelectionInput } from './set-selection';
import { certificateSetKeyFor } from './set-selection';
import type {
  CertificateConfig,
  CertificateDocument,
  CertificateProduct,
  CertificateSet,
} from './types';

export interface CertificateQuery extends SetSelectionInput {
  /** A certificate product id ('term-90-plus') or an application type ('level-term'). */
  product: string;
  /** Two-letter state code; missing or unsupported states get the national set. */
  state?: string | null;
}

/**
 * The product for a certificate product id or an application type (appId of the spec), in the
 * shipped config unless another is given (the catalogue check passes the config it checks).
 */
export function certificateProductFor(
  idOrAppId: string,
  config: CertificateConfig = certificateConfig,
): CertificateProduct | undefined {
  if (typeof idOrAppId !== 'string') return undefined;
  const id = idOrAppId.trim().toLowerCase();
  return config.products.find((p) => p.id === id || p.appIds.includes(id));
}

function normaliseState(state: unknown): string {
  return typeof state === 'string' ? state.trim().toUpperCase() : '';
}

function keysFor(set: CertificateSet, state: string): string[] {
  const entry = set.states.find((e) => e.states.includes(state));
  return entry ? entry.certificates : set.national;
}

/**
 * The documents a member sees for a product and state (spec sections 5 and 9): the set
 * (standard, 10/20-year or L1/L2) chosen from term, schedule and type, then the state's
 * entry in that set, or the national set when the state has none. Unknown products give
 * an empty list.
 */
export function certificatesFor(query: CertificateQuery): CertificateDocument[] {
  const product = certificateProductFor(query?.product);
  if (!product) return [];
  const set = product.sets[certificateSetKeyFor(product.setBy, query)];
  if (!set) return [];
  return keysFor(set, normaliseState(query.state))
    .map(documentByKey)
    .filter((d): d is CertificateDocument => d !== undefined);
}

/** The states with a set of their own for a product, sorted, for the certificates page's state picker. */
export function certificateStates(productIdOrAppId: string): string[] {
  const product = certificateProductFor(productIdOrAppId);
  if (!product) return [];
  const states = new Set<string>();
  for (const set of Object.values(product.sets)) {
    for (const entry of set?.states ?? []) entry.states.forEach((s) => states.add(s));
  }
  return [...states].sort();
}

/** The display name of a state code, from the validators' state list. */
export function certificateStateName(code: string): string | undefined {
  return findState(normaliseState(code))?.name;
}

import { findState } from '../../validators';
import { brochureSources } from './brochures';
import { certificateConfig } from './config';
import { allDocumentLinks, documentByLink } from './documents';

/** A document that is not in the certificate config but still gets a specimen, e.g. a plan brochure. */
export interface SpecimenSource {
  link: string;
  label: string;
  /** Product name printed on the specimen. */
  product: string;
  /** State name printed on the specimen; absent means all states. */
  state?: string;
  kind?: 'brochure' | 'certificate' | 'rider';
}

/** Everything printed on a specimen. */
export interface SpecimenSubject {
  link: string;
  label: string;
  kind: 'brochure' | 'certificate' | 'rider';
  product: string;
  state: string;
  associationName: string;
}

const allStates = 'All states (national)';

function stateLabel(code: string): string {
  const name = findState(code)?.name;
  return name ? `${name} (${code})` : code;
}

/** Products and states whose sets list a document, read from the config. */
function usageOf(key: string): { products: string[]; states: string[]; national: boolean } {
  const products: string[] = [];
  const states = new Set<string>();
  let national = false;
  for (const product of certificateConfig.products) {
    let listed = false;
    for (const set of Object.values(product.sets)) {
      if (!set) continue;
      if (set.national.includes(key)) {
        listed = true;
        national = true;
      }
      for (const entry of set.states) {
        if (entry.certificates.includes(key)) {
          listed = true;
          entry.states.forEach((s) => states.add(s));
        }
      }
    }
    if (listed) products.push(product.name);
  }
  return { products, states: [...states].sort(), national };
}

export function specimenSubjectFor(
  link: string,
  extra: readonly SpecimenSource[] = [],
): SpecimenSubject | undefined {
  const associationName = certificateConfig.documents.associationName;
  const doc = documentByLink(link);
  if (doc) {
    const usage = usageOf(doc.key);
    let state = allStates;
    if (doc.state !== undefined) state = stateLabel(doc.state);
    else if (!usage.national && usage.states.length > 0)
      state = usage.states.map(stateLabel).join(', ');
    const product = usage.products.join(', ');
    return { link, label: doc.label, kind: doc.kind, product, state, associationName };
  }
  const source = [...extra, ...brochureSources()].find((s) => s.link === link);
  if (!source) return undefined;
  return {
    link,
    label: source.label,
    kind: source.kind ?? 'brochure',
    product: source.product,
    state: source.state ?? allStates,
    associationName,
  };
}

/** Every link a specimen is built for without extra sources: certificates, riders, brochures. */
export function allSpecimenLinks(): string[] {
  return [...new Set([...allDocumentLinks(), ...brochureSources().map((s) => s.link)])].sort();
}

import { allPlans } from '../catalogue';
import type { SpecimenSource } from './specimen-subjects';

let cached: readonly SpecimenSource[] | undefined;

/**
 * A specimen source for every brochure link of the plan catalogue (plans and variants that
 * name their own brochure), so every brochure link resolves until the real files are configured.
 */
export function brochureSources(): readonly SpecimenSource[] {
  if (cached) return cached;
  const byLink = new Map<string, SpecimenSource>();
  for (const plan of allPlans()) {
    const candidates = [
      { link: plan.brochure, name: plan.name },
      ...plan.variants.map((v) => ({ link: v.brochure, name: v.name })),
    ];
    for (const { link, name } of candidates) {
      if (link && !byLink.has(link)) {
        byLink.set(link, { link, label: `${name} Brochure`, product: plan.name, kind: 'brochure' });
      }
    }
  }
  cached = [...byLink.values()];
  return cached;
}

/** Every brochure link of the plan catalogue, sorted. */
export function brochureLinks(): string[] {
  return brochureSources()
    .map((s) => s.link)
    .sort();
}

import type { PageModel } from '../models/page-model';
import type { RouteEntry } from '../routes';

export interface PageProps {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly model: PageModel | null;
}

export function planListOf(model: PageModel | null) {
  return model?.kind === 'planList' || model?.kind === 'audience' ? model.plans : [];
}

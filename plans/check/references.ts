import { branches, dutyStatuses, memberStatuses, paymentMethods, states } from '../../validators';
import { certificateProductIds } from '../certificates';
import { rateSheetIds } from '../rates';

/** The codes and keys a plan file may name, each list owned elsewhere. */
export interface CatalogueReferences {
  states: readonly string[];
  dutyStatuses: readonly string[];
  branches: readonly string[];
  memberStatuses: readonly string[];
  paymentMethods: readonly string[];
  certificateProductIds: readonly string[];
  rateSheetIds: readonly string[];
}

/** The real lists: validators' reference lists, the certificate products and the rate sheets. */
export function catalogueReferences(): CatalogueReferences {
  return {
    states: states.map((state) => state.code),
    dutyStatuses: [...new Set(dutyStatuses.map((status) => status.code))],
    branches: branches.map((branch) => branch.id),
    memberStatuses: memberStatuses.map((status) => status.code),
    paymentMethods: paymentMethods.map((method) => method.code),
    certificateProductIds,
    rateSheetIds,
  };
}

import { toNumber } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';
import { entriesOf, fieldOf, listsOf } from './beneficiary';

const fullShare = 100;
// Summing a few decimal shares in floating point is off by about 1e-14 (33.33 + 33.33 + 33.34
// gives 99.99999999999999); any real shortfall a person can type is far larger than this.
const roundingSlack = 1e-11;

/**
 * Spec §5: the shares of a list total exactly 100. An empty list has nothing to total; an entry
 * that is not an object is no one. A missing, non-numeric or negative share makes the total wrong.
 */
export const validateBeneficiaryShares = (list: unknown): Validation => {
  const entries = entriesOf(list);
  if (entries.length === 0) return undefined;
  let total = 0;
  for (const entry of entries) {
    const share = toNumber(fieldOf(entry, 'sharePercent'));
    if (share === undefined || share < 0) return messages.beneficiaryShareTotal;
    total += share;
  }
  return Math.abs(total - fullShare) < roundingSlack ? undefined : messages.beneficiaryShareTotal;
};

/** Primary and contingent lists are each checked on their own. */
export const validateBeneficiaryDesignation = (beneficiaries: unknown): Validation =>
  listsOf(beneficiaries)
    .map(validateBeneficiaryShares)
    .find((message) => message !== undefined);

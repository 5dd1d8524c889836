import { toNumber } from '../generic/values';
import { messages } from '../messages';
import type { Validation } from '../validation';
import { entriesOf, fieldOf, listsOf } from './beneficiary';

const fullShareInHundredths = 100 * 100;

/**
 * Spec §5: the shares of a list total exactly 100. An empty list has nothing to total. Shares
 * are summed in hundredths of a percent so 33.33 + 33.33 + 33.34 is exactly 100; a missing,
 * non-numeric or negative share makes the total wrong.
 */
export const validateBeneficiaryShares = (list: unknown): Validation => {
  const entries = entriesOf(list);
  if (entries.length === 0) return undefined;
  let total = 0;
  for (const entry of entries) {
    const share = toNumber(fieldOf(entry, 'sharePercent'));
    if (share === undefined || share < 0) return messages.beneficiaryShareTotal;
    total += Math.round(share * 100);
  }
  return total === fullShareInHundredths ? undefined : messages.beneficiaryShareTotal;
};

/** Primary and contingent lists are each checked on their own. */
export const validateBeneficiaryDesignation = (beneficiaries: unknown): Validation =>
  listsOf(beneficiaries)
    .map(validateBeneficiaryShares)
    .find((message) => message !== undefined);

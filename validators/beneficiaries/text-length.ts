import { characterCount } from '../generic/values';
import { beneficiaryTextTooLong } from '../messages';
import type { Validation } from '../validation';
import { fieldOf, listsOf } from './beneficiary';

export const beneficiaryTextLimit = 240;

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** An empty share is written as '00' on the designation record (spec §5); so is a zero one. */
const shareTextOf = (value: unknown): string =>
  textOf(value) === '' || value === 0 ? '00' : textOf(value);

/**
 * Spec §5: the combined string of each beneficiary's name, relationship and share percent.
 * "All names" covers the primary and the contingent lists together.
 */
export const beneficiaryTextLength = (beneficiaries: unknown): number =>
  listsOf(beneficiaries)
    .flat()
    .reduce<number>(
      (total, entry) =>
        total +
        characterCount(
          textOf(fieldOf(entry, 'name')) +
            textOf(fieldOf(entry, 'relationship')) +
            shareTextOf(fieldOf(entry, 'sharePercent')),
        ),
      0,
    );

export const validateBeneficiaryText = (beneficiaries: unknown): Validation => {
  const length = beneficiaryTextLength(beneficiaries);
  return length <= beneficiaryTextLimit ? undefined : beneficiaryTextTooLong(length);
};

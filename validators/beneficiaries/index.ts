export type { Beneficiary, Beneficiaries } from './beneficiary';
export { validateBeneficiaryShares, validateBeneficiaryDesignation } from './shares';
export {
  beneficiaryTextLength,
  validateBeneficiaryText,
  beneficiaryTextLimit,
} from './text-length';

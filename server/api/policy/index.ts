import type { ApiActions } from '../action';
import { cancelBeneficiaryUpdate } from './cancel-beneficiary-update';
import { cancelPaymentMethodUpdate } from './cancel-payment-method-update';
import { certificateOfCoverage } from './certificate-of-coverage';
import { coverage } from './coverage';
import { paymentDue } from './payment-due';
import { paymentHistory } from './payment-history';
import { paymentPurchase } from './payment-purchase';
import { updateBeneficiary } from './update-beneficiary';
import { updatePaymentMethod } from './update-payment-method';

/**
 * The member's policies (issue 21): what is due and paying it, the payment history, the payment
 * method on file, coverage and beneficiaries. Every action checks the member's token and spec
 * §4's permissions here, never the browser's.
 */
export const policy: ApiActions = {
  paymentDue,
  paymentPurchase,
  paymentHistory,
  updatePaymentMethod,
  cancelPaymentMethodUpdate,
  coverage,
  certificateOfCoverage,
  updateBeneficiary,
  cancelBeneficiaryUpdate,
};

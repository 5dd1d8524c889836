// Public face of server/payments/: card and bank account numbers kept by a payment gateway,
// the rest of the server holding only tokens.
export {
  PaymentDetailsRefused,
  type BankAccountDetails,
  type BankAccountToken,
  type CardDetails,
  type CardToken,
  type PaymentGateway,
  type RefusedDetail,
} from './gateway';
export { localPaymentVault, type LocalVaultOptions } from './local-vault';
export { loadPaymentVaultKey } from './vault-key';

// Public face of server/payments/: card and bank account numbers kept and charged by a payment
// gateway, the rest of the server holding only tokens.
export {
  IdempotencyKeyReused,
  PaymentDetailsRefused,
  UnknownPaymentToken,
  type BankAccountDetails,
  type BankAccountToken,
  type CardCheck,
  type CardDetails,
  type CardToken,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefusedDetail,
  type TestNumbers,
} from './gateway';
export { localPaymentVault, type LocalVaultOptions } from './local-vault';
export { sandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway';
export {
  bankDeclinedMessage,
  cardDeclinedMessage,
  sandboxTestBankAccounts,
  sandboxTestCards,
} from './sandbox-test-numbers';
export {
  paymentGatewayFromEnv,
  paymentGatewayNames,
  type GatewayDependencies,
} from './gateway-from-env';
export { loadPaymentVaultKey } from './vault-key';

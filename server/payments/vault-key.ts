import { loadAesKey } from '../auth/ssn-cipher';

/**
 * The local vault's key: `PAYMENT_VAULT_KEY` (64 hex digits or base64 of 32 bytes), required in
 * production, and separate from `SSN_KEY` so that either can be rotated or kept by other people
 * without the other. Elsewhere a development key kept in `devKeyFile`.
 */
export const loadPaymentVaultKey = (env: NodeJS.ProcessEnv, devKeyFile: string): Buffer =>
  loadAesKey(env, 'PAYMENT_VAULT_KEY', devKeyFile);

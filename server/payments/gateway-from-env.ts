import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentGateway } from './gateway';
import { localPaymentVault } from './local-vault';
import { sandboxGateway } from './sandbox-gateway';

export interface GatewayDependencies {
  db: Kysely<Database>;
  /** The local vault's key, read only when that gateway is chosen. */
  vaultKey: () => Buffer;
  now?: () => Date;
}

/**
 * The gateways `PAYMENT_GATEWAY` may name. A real processor's adapter is one more entry here,
 * reading its own keys from the environment.
 */
const gateways: Record<string, (deps: GatewayDependencies) => PaymentGateway> = {
  sandbox: ({ db, now }) => sandboxGateway({ db, ...(now ? { now } : {}) }),
  'local-vault': ({ db, vaultKey, now }) =>
    localPaymentVault({ db, key: vaultKey(), ...(now ? { now } : {}) }),
};

export const paymentGatewayNames = Object.keys(gateways);

/** The gateway `PAYMENT_GATEWAY` names: the sandbox when unset. */
export function paymentGatewayFromEnv(
  env: NodeJS.ProcessEnv,
  deps: GatewayDependencies,
): PaymentGateway {
  const name = env.PAYMENT_GATEWAY || 'sandbox';
  const make = gateways[name];
  if (make === undefined) {
    throw new Error(
      `PAYMENT_GATEWAY must be one of ${paymentGatewayNames.join(', ')}, not "${name}"`,
    );
  }
  return make(deps);
}

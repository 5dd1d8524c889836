/** The certificate products; plan config files name one of these in their certificates field. */
export const certificateProductIds = [
  'level-term-i-ii',
  'term-90',
  'term-90-plus',
  'nexgen',
  'level-term-10-20',
  'us-reserves',
  'national-guard',
  'decreasing-group-term',
] as const;

export type CertificateProductId = (typeof certificateProductIds)[number];

export function isCertificateProductId(value: unknown): value is CertificateProductId {
  return (certificateProductIds as readonly unknown[]).includes(value);
}

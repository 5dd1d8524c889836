/**
 * The field limits table of spec §5 as data. Lengths count characters; `characters` narrows the
 * allowed set, `format` names a format rule of validators/formats, `equals` names the field the
 * value must repeat.
 */
export interface FieldLimit {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly exactLength?: number;
  readonly characters?: 'id' | 'digits' | 'username';
  readonly format?: 'email' | 'routingNumber' | 'coverageInteger';
  readonly equals?: string;
}

export const fieldLimits = {
  firstName: { maxLength: 15 },
  middleInitial: { maxLength: 1 },
  lastName: { maxLength: 20 },
  street: { maxLength: 30 },
  address2: { maxLength: 30 },
  city: { maxLength: 22 },
  postalCode: { maxLength: 9 },
  apparentId: { maxLength: 100, characters: 'id' },
  appName: { maxLength: 100 },
  unit: { maxLength: 500 },
  phone: { exactLength: 10, characters: 'digits' },
  email: { maxLength: 60, format: 'email' },
  // Never an @: logging in takes a name with @ for an e-mail address, so a username that is one
  // could open someone else's account.
  username: { minLength: 5, characters: 'username' },
  password: { minLength: 6 },
  passwordConfirmation: { equals: 'password' },
  bankName: { maxLength: 50 },
  routingNumber: { exactLength: 9, characters: 'digits', format: 'routingNumber' },
  accountNumber: { minLength: 6, maxLength: 17, characters: 'digits' },
  cvv: { minLength: 3, maxLength: 4, characters: 'digits' },
  coverage: { format: 'coverageInteger' },
} as const satisfies Record<string, FieldLimit>;

export type FieldName = keyof typeof fieldLimits;

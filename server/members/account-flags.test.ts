import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivedAccountFlags, election, memberPermissions } from '../../validators';
import { accountFlags } from './account-flags';

const instant = fc.date({
  min: new Date('2023-01-01T00:00:00Z'),
  max: new Date('2027-01-01T00:00:00Z'),
  noInvalidDate: true,
});

const account = fc.record({
  accountStatus: fc.constantFrom('I', 'S', 'B', 'E', 'T', 'N', 'U', 'P', 'x', ''),
  affiliation: fc.constantFrom('', 'masng', 'army', null),
  mbaError: fc.constantFrom(null, '', '0', 'false', 'Account under review', true, false),
  hasVoted: fc.constantFrom('0', '1', null),
  paymentMethodLastUpdated: fc.option(instant, { nil: null }),
  beneLastUpdated: fc.option(instant, { nil: null }),
  statusSince: fc.option(instant, { nil: null }),
});

describe('accountFlags', () => {
  it('equals the validators derivedAccountFlags and memberPermissions for any account and time', () => {
    fc.assert(
      fc.property(account, instant, (member, now) => {
        const { flags, permissions } = accountFlags(member, now, election);
        const expected = derivedAccountFlags(member, now, election);
        expect(flags).toEqual({
          ballotAllowed: expected.ballotAllowed,
          paymentAllowed: expected.paymentAllowed,
          paymentMethodUpdatePending: expected.paymentMethodUpdatePending,
          beneUpdatePending: expected.beneUpdatePending,
        });
        expect(permissions).toEqual(memberPermissions(member, now, election));
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { UserData } from '../../api';
import { noPermissions, type Permissions } from '../../stores';
import { attentionItems } from './attention';
import { statusWords } from './status-words';

const member = (fields: Partial<UserData>): UserData => ({
  _id: 'm1',
  accountStatus: 'I',
  ...fields,
});
const allowed: Permissions = { ...noPermissions, payment: true, ballot: true, vote: true };
const keys = (data: UserData, permissions: Permissions = noPermissions) =>
  attentionItems(data, permissions).map((item) => item.key);

describe("the overview's attention items", () => {
  it('has nothing for a member in good standing outside the election', () => {
    expect(keys(member({}))).toEqual([]);
  });

  it('puts an account error first, with its message, as a problem', () => {
    const [item] = attentionItems(member({ mbaError: 'Returned mail' }), noPermissions);
    expect(item).toMatchObject({ key: 'accountError', tone: 'problem' });
    expect(item?.text).toContain('Returned mail');
    expect(keys(member({ mbaError: '' }))).toEqual([]);
  });

  it('shows a payment due in the grace period, with Pay now only when paying is allowed', () => {
    expect(attentionItems(member({ accountStatus: 'S' }), allowed)[0]?.link?.label).toBe('Pay now');
    expect(attentionItems(member({ accountStatus: 'S' }), noPermissions)[0]?.link).toBeUndefined();
  });

  it('shows pending updates and the ballot until the member has voted', () => {
    expect(
      keys(member({ beneUpdatePending: true, paymentMethodUpdatePending: true }), allowed),
    ).toEqual(['beneficiaryUpdatePending', 'paymentMethodUpdatePending', 'ballot']);
    expect(keys(member({ hasVoted: '1' }), allowed)).toEqual([]);
  });
});

describe('the member status in words', () => {
  it('names every status of the spec 3 list and explains it', () => {
    for (const code of ['I', 'S', 'B', 'E', 'T', 'N', 'U', 'P']) {
      expect(statusWords(code).explanation).not.toBe('');
    }
    expect(statusWords('E')).toMatchObject({ name: 'Expired Insured Member', inForce: false });
    expect(statusWords('N')).toMatchObject({ name: 'Sponsoring Spouse', inForce: true });
    expect(statusWords('X').name).toBe('Unknown');
  });
});

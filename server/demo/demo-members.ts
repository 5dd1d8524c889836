import type { MemberProfile, MfaMethod } from '../db/schema';

export interface DemoApplication {
  policyType: string;
  status: 'approved' | 'rejected' | 'pending';
  policy: Record<string, unknown>;
  beneficiaries?: {
    primary: { name: string; relationship: string; sharePercent: string }[];
    contingent: { name: string; relationship: string; sharePercent: string }[];
  };
}

/** Beneficiaries the member asked for on their first approved application, 2 hours ago. */
export interface DemoBeneficiaryUpdate {
  primary: { name: string; relationship: string; sharePercent: string }[];
  contingent: { name: string; relationship: string; sharePercent: string }[];
}

export interface DemoMember {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  ssn: string;
  accountStatus: string;
  affiliation: string;
  mbaError: string | null;
  mfaMethods: MfaMethod[];
  profile: MemberProfile;
  applications: DemoApplication[];
  pendingBeneficiaryUpdate?: DemoBeneficiaryUpdate;
}

export const demoMemberPassword = 'Member#2025';
export const demoAdmin = { username: 'admin', password: 'Admin#2025' } as const;

/** A second super-admin, with MFA by e-mail and voice call (same password as `admin`). */
export const demoMfaAdmin = {
  username: 'admin.mfa',
  email: 'admin.mfa@mba.example',
  phone: '7035550190',
  mfaMethods: ['email', 'voice'],
} as const;

const profile = (overrides: Partial<MemberProfile>): MemberProfile => ({
  gender: 'M',
  relationshipStatus: 'M',
  dateOfBirth: '04/12/1978',
  mailing: { street: '100 Liberty Ave', city: 'Arlington', state: 'VA', zip: '22201' },
  contact: { phone: { work: '7035550100' }, email: { emailOptOut: '0' } },
  military: { dutyStatus: '3', retirementDate: '06/30/2019' },
  service: { branch: '2', rank: '7', unit: '101st Airborne Division' },
  ...overrides,
});

const member = (
  fields: Pick<DemoMember, 'username' | 'firstName' | 'lastName' | 'accountStatus'> &
    Partial<DemoMember>,
  index: number,
): DemoMember => ({
  email: `${fields.username}@example.com`,
  phone: `70355501${String(10 + index)}`,
  ssn: `21${index}-45-678${index}`,
  affiliation: '',
  mbaError: null,
  mfaMethods: [],
  applications: [],
  profile: profile({ mbaId: `MBA10000${index}`, memberId: `M00000${index}` }),
  ...fields,
});

/** The demo accounts of issue 3, all with the password 'Member#2025'. */
export const demoMembers: readonly DemoMember[] = [
  member(
    {
      username: 'demo.member',
      firstName: 'Jordan',
      lastName: 'Reyes',
      accountStatus: 'I',
      applications: [
        {
          policyType: 'term-90-plus',
          status: 'approved',
          policy: {
            code: 'L4',
            coverage: 250000,
            schedule: '95',
            certificateNumber: 'T90P-104512',
          },
          beneficiaries: {
            primary: [{ name: 'Alex Reyes', relationship: 'Spouse', sharePercent: '100' }],
            contingent: [
              { name: 'Sam Reyes', relationship: 'Child', sharePercent: '50' },
              { name: 'Casey Reyes', relationship: 'Child', sharePercent: '50' },
            ],
          },
        },
        {
          policyType: 'level-term',
          status: 'rejected',
          policy: { code: 'L6', coverage: 300000, term: '20' },
        },
        { policyType: 'tricare', status: 'pending', policy: { code: 'CH' } },
      ],
    },
    1,
  ),
  member(
    {
      username: 'demo.mfa',
      firstName: 'Morgan',
      lastName: 'Lee',
      accountStatus: 'I',
      mfaMethods: ['email', 'sms', 'voice'],
    },
    2,
  ),
  member(
    {
      username: 'demo.guard',
      firstName: 'Riley',
      lastName: 'Carter',
      accountStatus: 'I',
      affiliation: 'masng',
      applications: [
        {
          policyType: 'national-guard',
          status: 'approved',
          policy: { code: 'N1', coverage: 200000, certificateNumber: 'NG-220871' },
          beneficiaries: {
            primary: [{ name: 'Jesse Carter', relationship: 'Spouse', sharePercent: '100' }],
            contingent: [],
          },
        },
      ],
      pendingBeneficiaryUpdate: {
        primary: [
          { name: 'Jesse Carter', relationship: 'Spouse', sharePercent: '60' },
          { name: 'Avery Carter', relationship: 'Child', sharePercent: '40' },
        ],
        contingent: [],
      },
    },
    3,
  ),
  member(
    { username: 'demo.uninsured', firstName: 'Taylor', lastName: 'Brooks', accountStatus: 'B' },
    4,
  ),
  member(
    { username: 'demo.expired', firstName: 'Jamie', lastName: 'Nguyen', accountStatus: 'E' },
    5,
  ),
  member(
    {
      username: 'demo.error',
      firstName: 'Drew',
      lastName: 'Patel',
      accountStatus: 'I',
      mbaError: 'Account under review: please call member services',
    },
    6,
  ),
  member(
    {
      username: 'demo.grace',
      firstName: 'Avery',
      lastName: 'Santos',
      accountStatus: 'S',
      applications: [
        {
          policyType: 'term-90-plus',
          status: 'approved',
          policy: {
            code: 'L4',
            coverage: 100000,
            schedule: '95',
            certificateNumber: 'T90P-108820',
          },
          beneficiaries: {
            primary: [{ name: 'Robin Santos', relationship: 'Spouse', sharePercent: '100' }],
            contingent: [],
          },
        },
      ],
    },
    7,
  ),
];

// People-like-you pages: who each page speaks to and which duty-status codes (validators lists)
// it matches against the catalogue's eligibility lists.
export interface Audience {
  readonly heading: string;
  readonly intro: readonly string[];
  readonly dutyStatuses: readonly string[];
  /** Plans shown whatever their duty-status lists say. */
  readonly plans?: readonly string[];
}

export const audiences: Readonly<Record<string, Audience>> = {
  veteran: {
    heading: 'Life insurance for veterans',
    intro: [
      'When you leave the service, your Servicemembers’ Group Life Insurance ends. Veterans’ Group Life Insurance can replace it, but its rates rise quickly with age.',
      'As an honorably discharged veteran you can join the association and apply for group term life coverage at rates set for people who served.',
    ],
    dutyStatuses: ['5'],
  },
  'active-guard-reserve': {
    heading: 'Life insurance for active duty, Guard and Reserve members',
    intro: [
      'SGLI is a good start, but many families need more than its maximum. Association plans add to SGLI and do not end when you change duty status or leave the service.',
      'Coverage is in force whether you are at home or deployed.',
    ],
    dutyStatuses: ['2', '1', 'C', 'N'],
  },
  'adult-former-dependent': {
    heading: 'Life insurance for adult former dependents',
    intro: [
      'If you grew up covered as a military dependent, you can apply for life insurance of your own through the association once you are an adult.',
      'NexGen adult coverage is open to adult former dependents in their own name.',
    ],
    dutyStatuses: [],
    plans: ['nexgen-adult'],
  },
  'separating-military-member': {
    heading: 'Life insurance for service members leaving the military',
    intro: [
      'Your SGLI coverage ends 120 days after you separate. Applying before then means your family is never without protection.',
      'Association coverage stays with you into civilian life, whatever job comes next.',
    ],
    dutyStatuses: ['7', '2'],
  },
  'federal-employee': {
    heading: 'Life insurance for federal employees',
    intro: [
      'Current federal employees can join the association and apply for group term life coverage that adds to FEGLI.',
      'Your coverage is yours: it does not depend on your agency or your position.',
    ],
    dutyStatuses: ['8'],
  },
  'retired-military': {
    heading: 'Coverage for military retirees',
    intro: [
      'Retirement changes what your family needs. Association plans help with both sides: life insurance for the people who depend on you, and TRICARE Supplement for the health costs TRICARE does not pay.',
    ],
    dutyStatuses: ['3'],
  },
  spouse: {
    heading: 'Life insurance for military and federal spouses',
    intro: [
      'The work a spouse does at home and at a job has real value. Spouses of service members, veterans and federal employees can apply for coverage in their own name.',
    ],
    dutyStatuses: ['9'],
  },
};

import type { JsonSchema } from '../definition/types';

/**
 * A test form's section asking one person's date of birth and coverage of plan 'p': the
 * coverageForPlan keyword reads the age there, and `insured` names whose coverage it is when it
 * is not the applicant's.
 */
export const coverageSection = (
  section: string,
  title: string,
  variant: string,
  insured?: string,
): Record<string, JsonSchema> => ({
  [section]: {
    type: 'object',
    title,
    properties: {
      dateOfBirth: { type: 'string' },
      amount: {
        type: 'integer',
        coverageForPlan: {
          plan: 'p',
          variant,
          dateOfBirth: `/${section}/dateOfBirth`,
          ...(insured ? { insured } : {}),
        },
      },
    },
  },
});

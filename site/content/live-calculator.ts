import type { LiveCalculatorField } from '../../validators';

// Words of the life insurance needs calculator (/live-calculator/ and the financial calculators).
export const liveCalculatorCopy = {
  heading: 'Life insurance needs calculator',
  lead: 'Estimate how much life insurance coverage your family would need, see the plans that fit, and keep the result as a PDF.',
  aboutYou: 'About you',
  yourFamilyNeeds: 'What your family would need',
  labels: {
    dutyStatus: 'Duty status',
    familyStatus: 'Family status',
    zipCode: 'ZIP code',
    state: 'State you live in',
    monthBorn: 'Month born',
    yearBorn: 'Year born',
    tobaccoUse: 'Have you used tobacco in the last 12 months?',
    income: 'Yearly income ($)',
    yearsAmount: 'Years of income to replace',
    childrenCount: 'Number of children',
    outstandingMortgageAmount: 'Mortgage still owed ($)',
    outstandingDebtAmount: 'Other debts: car loans, credit cards ($)',
    educationAmount: "Children's education costs ($)",
    finalExpensesAmount: 'Final expenses ($)',
    additionalAmount: 'Any additional amount ($)',
  } satisfies Record<LiveCalculatorField, string>,
  hints: {
    yearsAmount:
      'How many years your family would need your income: until the youngest child is grown, for example.',
    finalExpensesAmount: 'Funeral and burial, medical bills, legal costs.',
    state: 'The plans offered depend on your state.',
  } as Partial<Record<LiveCalculatorField, string>>,
  choose: 'Choose…',
  yes: 'Yes',
  no: 'No',
  estimateHeading: 'Your estimate',
  estimateTotal: 'Coverage you may need',
  chartTitle: 'The parts of your estimate',
  plansHeading: 'Plans that fit',
  plansNeedAnswers:
    'Enter your duty status, state, month and year born and an amount to see the plans that fit and their monthly premiums.',
  plansNone:
    'No plan sold online fits these answers. Please call us: an agent can look at the plans sold by mail and by phone.',
  plansLoading: 'Finding the plans that fit…',
  coversEstimate: 'Covers your estimate',
  highestOffered: 'The highest amount this plan offers',
  perMonth: 'a month',
  planLink: (name: string) => `About ${name}`,
  premiumNote: (tobacco: boolean) =>
    `Monthly premiums for your age, ${tobacco ? 'for a tobacco user' : 'for a non-tobacco user'}. Your premium is set when you apply.`,
  reportHeading: 'Keep your estimate',
  downloadPdf: 'Download the PDF',
  emailLabel: 'E-mail address',
  emailPdf: 'E-mail me the PDF',
  methodHeading: 'How the estimate is made',
};

import { PageHeading } from '../app/PageHeading';
import { AmortizationCalculator } from '../calculators/AmortizationCalculator';
import { AutoLoanCalculator } from '../calculators/AutoLoanCalculator';
import { CalculatorLinks } from '../calculators/CalculatorLinks';
import { LiveCalculator } from '../calculators/live/LiveCalculator';
import { amortizationCopy, autoLoanCopy } from '../content/calculators';
import { liveCalculatorCopy } from '../content/live-calculator';
import type { PageProps } from './page-props';

export function AutoLoanPaymentPage({ entry }: PageProps) {
  return (
    <div className="page">
      <PageHeading lead={autoLoanCopy.lead}>{autoLoanCopy.heading}</PageHeading>
      <AutoLoanCalculator />
      <CalculatorLinks current={entry.path} />
    </div>
  );
}

export function LoanAmortizationPage({ entry }: PageProps) {
  return (
    <div className="page">
      <PageHeading lead={amortizationCopy.lead}>{amortizationCopy.heading}</PageHeading>
      <AmortizationCalculator />
      <CalculatorLinks current={entry.path} />
    </div>
  );
}

/** /live-calculator/ and the financial calculators' life-insurance needs page: one calculator. */
export function LiveCalculatorPage({ entry }: PageProps) {
  return (
    <div className="page">
      <PageHeading lead={liveCalculatorCopy.lead}>{liveCalculatorCopy.heading}</PageHeading>
      <LiveCalculator />
      <CalculatorLinks current={entry.path} />
    </div>
  );
}

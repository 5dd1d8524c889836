import { PageHeading } from '../app/PageHeading';
import { AmortizationCalculator } from '../calculators/AmortizationCalculator';
import { AutoLoanCalculator } from '../calculators/AutoLoanCalculator';
import { CalculatorLinks } from '../calculators/CalculatorLinks';
import { amortizationCopy, autoLoanCopy } from '../content/calculators';
import type { PageProps } from './pageProps';

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

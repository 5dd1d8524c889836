import { autoLoanPayment, formatUsd } from '../../validators';
import { autoLoanCopy as copy } from '../content/calculators';
import { AmountInputs } from './AmountInputs';
import { Figures, MethodNote } from './Figures';
import { useAmountFields } from './use-amount-fields';

const initial = {
  vehiclePrice: '25,000',
  downPayment: '2,500',
  tradeInValue: '0',
  salesTaxPercent: '6',
  annualRatePercent: '6.5',
  months: '60',
};

/** The auto-loan payment calculator: the payment and its totals follow every keystroke. */
export function AutoLoanCalculator() {
  const fields = useAmountFields(initial, ['months']);
  const result = fields.valid ? autoLoanPayment(fields.amounts) : undefined;
  return (
    <>
      <AmountInputs name={copy.heading} labels={copy.fields} fields={fields} />
      <section className="calculator-result" aria-labelledby="auto-loan-result" aria-live="polite">
        <h2 id="auto-loan-result">Your estimated payment</h2>
        {result ? (
          <Figures
            result="auto-loan"
            figures={[
              {
                label: 'Monthly payment',
                value: formatUsd(result.monthlyPayment),
                name: 'monthlyPayment',
                main: true,
              },
              {
                label: 'Amount financed',
                value: formatUsd(result.amountFinanced),
                name: 'amountFinanced',
              },
              { label: 'Sales tax', value: formatUsd(result.salesTax) },
              { label: 'Total of payments', value: formatUsd(result.totalOfPayments) },
              {
                label: 'Total interest',
                value: formatUsd(result.totalInterest),
                name: 'totalInterest',
              },
            ]}
          />
        ) : (
          <p>{copy.nothingToFinance}</p>
        )}
      </section>
      <MethodNote heading="How it is worked out" text={copy.method} />
    </>
  );
}

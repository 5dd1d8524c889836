import { autoLoanPayment, formatUsd } from '../../validators';
import { autoLoanCopy as copy } from '../content/calculators';
import { AmountInputs } from './AmountInputs';
import { useAmountFields } from './useAmountFields';
import { monthsError } from './wholeMonths';

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
  const fields = useAmountFields(initial);
  const errors = {
    ...fields.errors,
    months: monthsError(fields.errors.months, fields.amounts.months),
  };
  const result = fields.valid ? autoLoanPayment(fields.amounts) : undefined;
  return (
    <>
      <form
        className="form calculator"
        aria-label={copy.heading}
        onSubmit={(e) => e.preventDefault()}
      >
        <AmountInputs labels={copy.fields} texts={fields.texts} errors={errors} set={fields.set} />
      </form>
      <section className="calculator-result" aria-labelledby="auto-loan-result" aria-live="polite">
        <h2 id="auto-loan-result">Your estimated payment</h2>
        {result ? (
          <dl className="figures" data-result="auto-loan">
            <div>
              <dt>Monthly payment</dt>
              <dd className="figures__main" data-figure="monthlyPayment">
                {formatUsd(result.monthlyPayment)}
              </dd>
            </div>
            <div>
              <dt>Amount financed</dt>
              <dd data-figure="amountFinanced">{formatUsd(result.amountFinanced)}</dd>
            </div>
            <div>
              <dt>Sales tax</dt>
              <dd>{formatUsd(result.salesTax)}</dd>
            </div>
            <div>
              <dt>Total of payments</dt>
              <dd>{formatUsd(result.totalOfPayments)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd data-figure="totalInterest">{formatUsd(result.totalInterest)}</dd>
            </div>
          </dl>
        ) : (
          <p>{copy.nothingToFinance}</p>
        )}
      </section>
      <section className="calculator-section">
        <h2>How it is worked out</h2>
        <p>{copy.method}</p>
      </section>
    </>
  );
}

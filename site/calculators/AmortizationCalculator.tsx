import { amortizationCsv, amortizationSchedule, formatUsd } from '../../validators';
import { amortizationCopy as copy } from '../content/calculators';
import { AmountInputs } from './AmountInputs';
import { downloadFile } from './download-file';
import { Figures, MethodNote } from './Figures';
import { PrincipalInterestChart } from './PrincipalInterestChart';
import { useAmountFields } from './use-amount-fields';
import { yearlyTotals } from './yearly-totals';

const initial = { principal: '200,000', annualRatePercent: '6.5', months: '360' };

/** The loan amortization calculator: totals, a chart of principal against interest, every payment. */
export function AmortizationCalculator() {
  const fields = useAmountFields(initial, ['months']);
  const schedule = fields.valid ? amortizationSchedule(fields.amounts) : undefined;
  return (
    <>
      <AmountInputs name={copy.heading} labels={copy.fields} fields={fields} />
      <section className="calculator-result" aria-labelledby="amortization-result">
        <h2 id="amortization-result">Your loan</h2>
        <div aria-live="polite">
          {schedule ? (
            <Figures
              result="amortization"
              figures={[
                {
                  label: 'Monthly payment',
                  value: formatUsd(schedule.monthlyPayment),
                  name: 'monthlyPayment',
                  main: true,
                },
                {
                  label: 'Total interest',
                  value: formatUsd(schedule.totalInterest),
                  name: 'totalInterest',
                },
                { label: 'Total paid', value: formatUsd(schedule.totalPaid) },
                { label: 'Payments', value: String(schedule.rows.length) },
              ]}
            />
          ) : (
            <p>{copy.noSchedule}</p>
          )}
        </div>
      </section>
      {schedule ? (
        <>
          <section className="calculator-section" aria-labelledby="amortization-chart">
            <h2 id="amortization-chart">{copy.chartTitle}</h2>
            <PrincipalInterestChart title={copy.chartTitle} years={yearlyTotals(schedule.rows)} />
          </section>
          <section className="calculator-section" aria-labelledby="amortization-schedule">
            <h2 id="amortization-schedule">Payment by payment</h2>
            <div className="form-actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  downloadFile('amortization-schedule.csv', 'text/csv', amortizationCsv(schedule))
                }
              >
                {copy.download}
              </button>
            </div>
            <div className="table-scroll" role="region" aria-label={copy.tableLabel} tabIndex={0}>
              <table className="data-table data-table--figures" data-table="amortization">
                <thead>
                  <tr>
                    <th scope="col">Payment</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Principal</th>
                    <th scope="col">Interest</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.rows.map((row) => (
                    <tr key={row.number}>
                      <th scope="row">{row.number}</th>
                      <td>{formatUsd(row.payment)}</td>
                      <td>{formatUsd(row.principal)}</td>
                      <td>{formatUsd(row.interest)}</td>
                      <td>{formatUsd(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
      <MethodNote heading="How it is worked out" text={copy.method} />
    </>
  );
}

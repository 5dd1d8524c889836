import {
  formatUsd,
  lifeInsuranceNeedsPartNames,
  type LifeInsuranceNeeds,
  type LifeInsuranceNeedsParts,
} from '../../../validators';
import { liveCalculatorCopy as copy } from '../../content/live-calculator';
import { NeedsChart } from './NeedsChart';

const partNames = Object.keys(lifeInsuranceNeedsPartNames) as (keyof LifeInsuranceNeedsParts)[];

/** The estimate and each of its parts, as figures and as a chart. */
export function NeedsEstimate({ estimate }: { readonly estimate: LifeInsuranceNeeds }) {
  return (
    <section className="calculator-result" aria-labelledby="needs-estimate">
      <h2 id="needs-estimate">{copy.estimateHeading}</h2>
      <dl className="figures" data-result="needs">
        <div aria-live="polite">
          <dt>{copy.estimateTotal}</dt>
          <dd className="figures__main" data-figure="estimate">
            {formatUsd(estimate.total)}
          </dd>
        </div>
        {partNames.map((name) => (
          <div key={name}>
            <dt>{lifeInsuranceNeedsPartNames[name]}</dt>
            <dd data-part={name}>{formatUsd(estimate.parts[name])}</dd>
          </div>
        ))}
      </dl>
      <NeedsChart title={copy.chartTitle} parts={estimate.parts} />
    </section>
  );
}

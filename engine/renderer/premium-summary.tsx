import { formatUsd, paymentFrequencies } from '../../validators';
import { paymentAmount } from '../premium/monthly-premium';

interface PremiumSummaryProps {
  /** Monthly premium in US dollars; nothing is shown while it is undefined. */
  monthly: number | undefined;
  /** The payment frequency answered (Q, S, A; M or none is monthly). */
  frequency: unknown;
}

/** The review's premium: monthly, and each payment at the frequency chosen when it is not monthly. */
export function PremiumSummary({ monthly, frequency }: PremiumSummaryProps) {
  if (monthly === undefined) return null;
  const chosen = paymentFrequencies.find((f) => f.code === frequency);
  const payment = chosen ? paymentAmount(monthly, chosen.code) : undefined;
  return (
    <section aria-labelledby="review-premium">
      <h2 id="review-premium">Premium</h2>
      <dl>
        <div className="answer">
          <dt>Monthly premium</dt>
          <dd>{formatUsd(monthly)}</dd>
        </div>
        {chosen && payment !== undefined && (
          <div className="answer">
            <dt>{chosen.name} payment</dt>
            <dd>{formatUsd(payment)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

import { formatUsd, paymentFrequencies } from '../../../validators';
import { paymentAmount } from '../../premium/monthly-premium';
import type { PremiumItem } from '../../premium/premium-for';

interface PremiumSummaryProps {
  /** Monthly premium in US dollars; nothing is shown while it is undefined. */
  monthly: number | undefined;
  /** Each insured person's monthly premium: listed, before the total, when there are several. */
  items?: PremiumItem[];
  /** The payment frequency answered (Q, S, A; M or none is monthly). */
  frequency: unknown;
}

/**
 * The review's premium: each insured person's when there are several, the monthly total, and
 * each payment at the frequency chosen when it is not monthly.
 */
export function PremiumSummary({ monthly, items = [], frequency }: PremiumSummaryProps) {
  if (monthly === undefined) return null;
  const chosen = paymentFrequencies.find((f) => f.code === frequency);
  const payment = chosen ? paymentAmount(monthly, chosen.code) : undefined;
  return (
    <section aria-labelledby="review-premium">
      <h2 id="review-premium">Premium</h2>
      <dl>
        {items.length > 1 &&
          items.map((item, index) => (
            <div className="answer" key={index}>
              <dt>{item.insured === 'applicant' ? 'Your' : `${item.title}:`} monthly premium</dt>
              <dd>{formatUsd(item.monthly)}</dd>
            </div>
          ))}
        <div className="answer">
          <dt>{items.length > 1 ? 'Total monthly premium' : 'Monthly premium'}</dt>
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

import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { PremiumSummary } from './premium-summary';

describe("the review's premium", () => {
  it('shows the monthly premium, and the payment at the frequency chosen (Q x3, S x6, A x12)', () => {
    const html = (frequency: unknown) =>
      renderToStaticMarkup(<PremiumSummary monthly={8.22} frequency={frequency} />);
    expect(html('M')).toContain('<dt>Monthly premium</dt><dd>$8.22</dd>');
    expect(html('M')).not.toContain('payment');
    expect(html(undefined)).not.toContain('payment');
    expect(html('Q')).toContain('<dt>Quarterly payment</dt><dd>$24.66</dd>');
    expect(html('S')).toContain('<dt>Semiannual payment</dt><dd>$49.32</dd>');
    expect(html('A')).toContain('<dt>Annual payment</dt><dd>$98.64</dd>');
  });

  it('shows nothing while the premium is not known', () => {
    expect(renderToStaticMarkup(<PremiumSummary monthly={undefined} frequency="Q" />)).toBe('');
  });
});

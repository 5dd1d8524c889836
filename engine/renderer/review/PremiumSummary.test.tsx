import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { PremiumSummary } from './PremiumSummary';

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

  it("itemises each insured person's premium before the total when there are several", () => {
    const items = [
      { insured: 'applicant' as const, title: 'Coverage', monthly: 5.1 },
      { insured: 'spouse' as const, title: 'Your spouse', monthly: 2.05 },
      { insured: 'dependent' as const, title: 'Child 1', monthly: 0.21 },
    ];
    const html = renderToStaticMarkup(
      <PremiumSummary monthly={7.36} items={items} frequency="Q" />,
    );
    expect(html).toContain('<dt>Your monthly premium</dt><dd>$5.10</dd>');
    expect(html).toContain('<dt>Your spouse: monthly premium</dt><dd>$2.05</dd>');
    expect(html).toContain('<dt>Child 1: monthly premium</dt><dd>$0.21</dd>');
    expect(html).toContain('<dt>Total monthly premium</dt><dd>$7.36</dd>');
    expect(html).toContain('<dt>Quarterly payment</dt><dd>$22.08</dd>');
    const one = renderToStaticMarkup(
      <PremiumSummary monthly={5.1} items={items.slice(0, 1)} frequency="M" />,
    );
    expect(one).not.toContain('Your monthly premium');
    expect(one).toContain('<dt>Monthly premium</dt><dd>$5.10</dd>');
  });
});

import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { Header } from './Header';
import {
  isCurrentLink,
  SiteNavigationProvider,
  type SiteLinkProps,
  type SiteNavigation,
} from './SiteNavigation';

describe('which navigation link is the current page', () => {
  it('marks the page itself, and with `end` nothing below it', () => {
    expect(isCurrentLink('/insurance-plans/', '/insurance-plans/', true)).toBe(true);
    expect(isCurrentLink('/insurance-plans/level-term/', '/insurance-plans/', true)).toBe(false);
    expect(isCurrentLink('/About/', '/about/', true)).toBe(true);
  });

  it('marks a section for the pages below it, not for a longer name beside it', () => {
    expect(isCurrentLink('/about/contact-us/', '/about/', false)).toBe(true);
    expect(isCurrentLink('/membership-benefits/eligibility/', '/membership-benefits/', false)).toBe(
      true,
    );
    expect(isCurrentLink('/aboutus/', '/about', false)).toBe(false);
    expect(isCurrentLink('/', '/about/', false)).toBe(false);
  });
});

function navigationAt(pathname: string): SiteNavigation {
  return {
    location: { pathname, key: 'test' },
    navigate: () => undefined,
    // Marks the links so the test sees the layout used the navigation it was given.
    Link: ({ to, children, ...props }: SiteLinkProps) => (
      <a href={to} data-navigation="given" {...props}>
        {children}
      </a>
    ),
  };
}

describe('the layout on the navigation it is given', () => {
  it("renders the header's links through it and marks the current section", () => {
    const html = renderToStaticMarkup(
      <SiteNavigationProvider value={navigationAt('/about/contact-us/')}>
        <Header />
      </SiteNavigationProvider>,
    );
    expect(html).toContain(
      '<a href="/" data-navigation="given" class="logo" aria-label="MBA home">',
    );
    expect(html).toContain(
      '<a href="/about/" data-navigation="given" aria-current="page">About us</a>',
    );
    expect(html).toContain(
      '<a href="/insurance-plans/" data-navigation="given">Insurance plans</a>',
    );
  });

  it('refuses to render a link without one, rather than guess', () => {
    expect(() => renderToStaticMarkup(<Footer />)).toThrow('SiteNavigationProvider');
  });
});

// The content pages of issue 23: each page type with axe at 375 and 1280 px, the video facade,
// search from the header box, JSON-LD, the legacy redirects landing on pages that answer 200,
// and a link check over every page of the sitemap. Prints the search's answer time.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../site/api';
import { axeViolations } from './axe';
import { baseUrl, gotoReady, launchBrowser, openPage } from './browser';

const fr = '/membership-benefits/financial-resources';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('content pages', () => {
  it.each([
    [`${fr}/`, 'Financial resources'],
    [`${fr}/articles/`, 'Financial articles'],
    [`${fr}/articles/building-an-emergency-fund/`, 'emergency fund'],
    [`${fr}/videos/`, 'Financial videos'],
    [`${fr}/videos/from-sgli-to-vgli/`, 'VGLI'],
    [`${fr}/military-resources/`, 'Military resources'],
    [`${fr}/life-events/`, 'Life events'],
    [`${fr}/life-events/marriage/`, 'marri'],
    [`${fr}/life-events/marriage/update-your-records/`, 'records'],
    [`${fr}/market-summaries/`, 'Market summaries'],
    [`${fr}/e-seminars/`, 'E-seminars'],
    ['/get-educated/', 'Get educated'],
    ['/get-educated/what-is-term-life-insurance/', 'term life'],
    ['/outreach/transition-workshops/', 'ransition'],
    ['/faqs-forms/faqs/', 'Frequently asked questions'],
    ['/annual-report/2024/', '2024'],
    ['/My-Vet-Benefits/', 'Vet'],
    ['/eangky/', ''],
  ])('%s shows its content with no axe violation', async (path, heading) => {
    const page = await openPage(browser);
    await gotoReady(page, path);
    const h1 = (await page.locator('h1').textContent()) ?? '';
    expect(h1.toLowerCase()).toContain(heading.toLowerCase());
    expect(await page.locator('main').innerText()).not.toContain('Sorry, nothing found');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('loads a video only on the click, with the transcript on the page', async () => {
    const page = await openPage(browser);
    const media: string[] = [];
    page.on('request', (request) => {
      // The poster image may load with the page; the video itself only on the click.
      if (/\/media\/videos\/.*\.(webm|mp4)$/.test(request.url())) media.push(request.url());
    });
    await gotoReady(page, `${fr}/videos/from-sgli-to-vgli/`);
    await page.getByRole('heading', { name: 'Transcript' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(media).toEqual([]);
    await page.getByRole('button', { name: /^Play the video/ }).click();
    await page.locator('video').waitFor();
    await expect
      .poll(() => media.some((url) => url.endsWith('/media/videos/from-sgli-to-vgli.webm')))
      .toBe(true);
    await page.context().close();
  });

  it('links each FAQ question and carries FAQPage JSON-LD, an article Article JSON-LD', async () => {
    const page = await openPage(browser);
    await page.goto('/faqs-forms/faqs/');
    const faq = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(20);
    expect(faq.mainEntity.every((q) => q.name !== '' && q.acceptedAnswer.text !== '')).toBe(true);
    const anchors = await page
      .locator('.faq h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(anchors.length).toBe(faq.mainEntity.length);
    expect(anchors.every((href) => /^#[a-z0-9-]+$/.test(href ?? ''))).toBe(true);
    await page.goto(`${fr}/articles/building-an-emergency-fund/`);
    const article = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(article).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article' });
    expect(typeof article.headline).toBe('string');
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.context().close();
  });
});

describe('content stores', () => {
  const contentCalls = (page: Page, action: string) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api' && url.searchParams.get('action') === action)
        calls.push(url.search);
      if (url.pathname.endsWith('/page-data.json')) calls.push(url.pathname);
    });
    return calls;
  };

  it('e-seminars come from the content api, then from the store for 10 minutes', async () => {
    const page = await openPage(browser, 375);
    await page.clock.install();
    const calls = contentCalls(page, 'eSeminars');
    await gotoReady(page, `${fr}/`);
    const seminars = page.locator('main').getByRole('link', { name: 'E-seminars', exact: true });
    await seminars.click();
    await page.getByRole('heading', { level: 1, name: 'E-seminars' }).waitFor();
    await page.locator('main section h2').first().waitFor();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('api=content');
    expect(await page.evaluate(() => localStorage.getItem('mba-content-e-seminar'))).toContain(
      'presenter',
    );
    expect(await axeViolations(page)).toEqual([]);

    // A later visit within 10 minutes, even after a reload, reads the store.
    await page.clock.fastForward('09:00');
    await gotoReady(page, `${fr}/`);
    await seminars.click();
    await page.locator('main section h2').first().waitFor();
    expect(calls).toHaveLength(1);

    // After 10 minutes the store asks the api again.
    await page.clock.fastForward('02:00');
    await gotoReady(page, `${fr}/`);
    await seminars.click();
    await expect.poll(() => calls.length).toBe(2);
    await page.locator('main section h2').first().waitFor();
    await page.context().close();
  });

  it('a failed load says the generic message; an unknown item says nothing found', async () => {
    const page = await openPage(browser);
    await page.route(/\/api\?.*action=militaryResources/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await gotoReady(page, `${fr}/`);
    await page
      .locator('main')
      .getByRole('link', { name: 'Military resources', exact: true })
      .click();
    await page.getByRole('alert').filter({ hasText: apiMessages.apiError }).waitFor();

    await page.route(/\/api\?.*action=outreachItem/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ title: 'No slug', html: '', relatedData: [] }),
      }),
    );
    await page.evaluate(() => {
      window.history.pushState({}, '', '/outreach/transition-workshops/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('alert').filter({ hasText: apiMessages.nothingFound }).waitFor();
    await page.context().close();
  });
});

describe('search', () => {
  it('finds content by words of its body from the header box, matches marked', async () => {
    const page = await openPage(browser, 375);
    await gotoReady(page, '/');
    // On a phone the search box sits in the header's menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('VGLI conversion');
    await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await page.waitForURL('**/search/VGLI%20conversion/');
    await page.locator('.search-results li').first().waitFor();
    expect(await page.locator('.search-results mark').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await gotoReady(page, '/search/zzzqqq/');
    await page.getByText('Sorry, nothing found').waitFor();
    await page.context().close();
  });

  it('finds plan pages and answers quickly on the seeded content', async () => {
    const call = async (term: string) => {
      const response = await fetch(
        `${baseUrl()}/api?${new URLSearchParams({ api: 'content', action: 'search', term, nocache: '1' })}`,
        { headers: { 'x-api-key': 'mba-web-public' } },
      );
      return (await response.json()) as { data: { path: string }[] };
    };
    const plans = await call('term 90 plus');
    expect(plans.data.some((result) => result.path.startsWith('/insurance-plans/'))).toBe(true);
    const terms = ['life insurance', 'tsp', 'beneficiary', 'deployment', 'budget', 'home loan'];
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1)
      for (const term of terms) {
        const started = performance.now();
        await call(term);
        times.push(performance.now() - started);
      }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    console.log(
      `search answer time over ${times.length} calls: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(1000);
  });
});

describe('legacy content redirects and links', () => {
  it.each(['/faq/', '/faqs/', '/faq/how-do-i-pay/', '/news/', '/faqs-forms/'])(
    '%s lands on a page that answers 200',
    async (from) => {
      const response = await fetch(`${baseUrl()}${from}`);
      expect(response.redirected).toBe(true);
      expect(response.status).toBe(200);
    },
  );

  it.each([
    '/get-educated/no-such-guide/',
    '/news/no-such-story/',
    '/membership-benefits/financial-resources/articles/no-such-article/',
    '/membership-benefits/financial-resources/life-events/marriage/no-such-step/',
  ])('%s, an item with no file, answers 404 with the not-found page', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('every link of every page in the sitemap resolves', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(pages.length).toBeGreaterThan(100);
    const links = new Set<string>();
    for (const path of pages) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) links.add(match[1] ?? '');
    }
    const broken: string[] = [];
    for (const link of links) {
      const response = await fetch(`${baseUrl()}${link.replace(/&amp;/g, '&')}`, { method: 'GET' });
      if (response.status !== 200) broken.push(`${link}: ${response.status}`);
    }
    console.log(`link check: ${pages.length} pages, ${links.size} distinct internal links`);
    expect(broken).toEqual([]);
  }, 180_000);
});

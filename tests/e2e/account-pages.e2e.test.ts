// Each page of the member area for three demo members, what each is shown, and axe at 375 and
// 1280 px on every page (the pages shown alike to every member, for one member). The election window is the configured one (closed): see ballot.e2e for
// a vote inside it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhaustive } from '../browser-coverage';
import { logInAs, openAccountPage } from './account';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface Expected {
  readonly greeting: string;
  readonly status: string;
  readonly coverage: string;
  readonly certificates: string;
}

const members: readonly (readonly [string, Expected])[] = [
  [
    'demo.member',
    {
      greeting: 'Hello, Jordan',
      status: 'Inforce',
      coverage: 'Term 90 Plus',
      certificates: 'Term 90 Plus',
    },
  ],
  [
    'demo.guard',
    {
      greeting: 'Hello, Riley',
      status: 'Inforce',
      // demo.guard's approved National Guard application.
      coverage: 'National Guard group life: $200,000 of coverage (certificate NG-220871)',
      certificates: 'National Guard Group Life',
    },
  ],
  [
    'demo.expired',
    {
      greeting: 'Hello, Jamie',
      status: 'Expired Insured Member',
      coverage: 'You have no coverage in force.',
      certificates: 'You have no certificates yet.',
    },
  ],
];

/** The page's own content, without the layout around it. */
const sectionText = (page: Page) => page.locator('.account__section').innerText();

/** A page of its own per test: logging in is quick, axe at two widths is not. */
async function memberPage(username: string): Promise<Page> {
  const page = await openPage(browser);
  await logInAs(page, username);
  return page;
}

describe.each(members)('the member area for %s', (username, expected) => {
  it('shows the overview with the status in words and the coverage', async () => {
    const page = await memberPage(username);
    await openAccountPage(page, '/my-account/');
    await page.getByRole('heading', { level: 1, name: expected.greeting }).waitFor();
    expect(await page.getByTestId('member-status').textContent()).toBe(expected.status);
    expect(await sectionText(page)).toContain(expected.coverage);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("lists this member's certificates", async () => {
    const page = await memberPage(username);
    await openAccountPage(page, '/my-account/certificates/');
    await page.locator('[data-certificates], .account-card').first().waitFor();
    expect(await sectionText(page)).toContain(expected.certificates);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('explains that the ballot is closed outside the election window', async () => {
    const page = await memberPage(username);
    await openAccountPage(page, '/my-account/ballot/');
    await page.locator('[data-ballot="closed"]').waitFor();
    expect(await sectionText(page)).toContain('closed on October 17, 2025');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

// Pages drawn alike for every member, their data in the same places: each is a page template of
// its own, axe-checked for one member (for every member in an exhaustive run).
describe.each(exhaustive ? members : members.slice(0, 1))(
  'the pages every member is shown alike, for %s',
  (username) => {
    it.each(['/my-account/benefits/', '/my-account/financial-resources/', '/my-account/profile/'])(
      'shows %s with no axe violation',
      async (path) => {
        const page = await memberPage(username);
        await openAccountPage(page, path);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      },
    );
  },
);

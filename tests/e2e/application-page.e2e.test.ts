// The application routes of the real site: a visitor goes from the plan's landing page to a
// confirmation, and a form's page of each first-step kind is accessible in the site layout. An application page
// loaded directly runs on its own (docs/site.md, "Application pages"): the layout and the wizard
// without react-router and the site's other pages. Its links load their pages, the login modal
// works there, and a Quick Step's full application opens in place.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStoreName, runtimeForm, stepPaths } from '../../engine';
import { formById, formDefinitions, plansRules } from '../../forms';
import { applicationAlreadyReceivedMessage, contactDetails, messages } from '../../validators';
import { formsByFirstStepKind } from '../browser-coverage';
import { logInFromHeader } from './account';
import { gotoReady, launchBrowser, openPage } from './browser';
import {
  answer,
  answersAt,
  expectAccessible,
  expectMovedOn,
  heading,
  pathContext,
  shortestPath,
  submit,
  walk,
  walkTimeoutMs,
  sign,
} from './wizard-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const standard = formById('term-90-plus-standard');
const quickStep = formById('term-90-plus-quick-step');

/** Opens an application's page and waits for its wizard. */
async function openWizard(page: Page, route: string): Promise<void> {
  await gotoReady(page, route);
  await page.locator('.form-wizard h1').waitFor();
}

/** The Quick Step, its full application as a member, and the shortest path that continues there. */
function memberQuickStepPath() {
  if (!quickStep?.quickStep) throw new Error('no Quick Step form');
  const full = formById(quickStep.quickStep.fullAppFormId.member ?? '');
  if (!full) throw new Error('no full application');
  const path = stepPaths(runtimeForm(quickStep, plansRules), pathContext)
    .filter((candidate) => candidate.continuesWith === full.formId)
    .reduce((a, b) => (b.events.length < a.events.length ? b : a));
  return { quickStep, full, path };
}

/** A Quick Step sent on a phone by the shortest way that continues as a member. */
async function quickStepSent() {
  const { quickStep, full, path } = memberQuickStepPath();
  const page = await openPage(browser);
  await openWizard(page, quickStep.route);
  await walk(page, quickStep, path);
  const reference = await submit(page);
  return { page, full, reference };
}

/** Opens an application page, recording every script it asks for. */
async function openApplication(route: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await openPage(browser);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(route);
  await page.locator('.form-wizard h1').waitFor();
  await page.waitForSelector('html[data-hydrated]');
  return { page, scripts };
}

/** A mark on the window: gone after a page load, kept by a navigation in place. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: string }).mark ?? 'reloaded');

/**
 * Reads inside a poll wait a second at most, so that the poll decides how long to wait: a read
 * left to Playwright's 30 s default runs twice past the poll's end, and a test that times out
 * does not say which line it was on.
 */
const readTimeout = { timeout: 1_000 };
const shownReference = (page: Page) =>
  page.locator('.confirmation strong').textContent(readTimeout);
/** A move between pages or entries: well within the test's minute, so a stall names its line. */
const moveTimeout = { timeout: 15_000 };

describe('an application page', () => {
  // Two walks of the whole form with axe on every step, and a reload between.
  it(
    'takes a visitor on a phone from the Term 90 Plus landing page to a confirmation with a reference number, through a reload',
    async () => {
      if (!standard) throw new Error('no standard form');
      const page = await openPage(browser, 375, 800);
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await gotoReady(page, '/insurance-plans/term-90-plus/');
      const apply = page.locator(`a[href="${standard.route}"]`).first();
      // The plan page's main action is within a phone's first screen, not under its bottom bar.
      expect(
        await apply.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
          return box.bottom <= window.innerHeight && hit !== null && link.contains(hit);
        }),
      ).toBe(true);
      await apply.click();
      await page.waitForURL(`**${standard.route}`);
      await expect.poll(() => heading(page)).toBe(standard.steps[0]?.title);
      // Every step checked with axe in the site's own layout (header, footer, alert bar).
      const path = shortestPath(standard);
      await walk(page, standard, path, { stopBefore: 'contact' });
      await page.reload();
      await page.locator('.form-wizard h1').waitFor();
      // The SSN is never stored in the browser: its step is asked again, the rest is kept, and
      // Continue leads straight back to the step reached.
      expect(await heading(page)).toBe('About the insured');
      expect(await page.locator('#root_insured_firstName').inputValue()).not.toBe('');
      const { ssn } = answersAt(path, 'insured').insured as { ssn?: string };
      await answer(page, { insured: { ssn } }, []);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => heading(page)).toBe('Address and contact');
      await walk(page, standard, {
        ...path,
        events: path.events.slice(path.steps.indexOf('contact')),
      });
      expect(await submit(page)).toMatch(/^MBA-[A-Z0-9]{10}$/);
      expect(failed).toEqual([]);
      // Spec §3: each step's analytics item, with the premium once priced, the plan's schedule,
      // and the application id once sent.
      const items = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
          .filter((entry) => entry.event === 'ecommerce')
          .map((entry) => entry.ecommerce as Record<string, unknown>),
      );
      const steps = items.map((item) => item.step);
      expect(steps).toContain('coverage');
      expect(steps.at(-1)).toBe('submitted');
      for (const item of items)
        expect(item).toMatchObject({
          formId: standard.formId,
          appId: standard.appId,
          schedule: '95',
        });
      const afterCoverage = items.slice(steps.indexOf('coverage'));
      for (const item of afterCoverage) expect(item.premium).toBeGreaterThan(0);
      // Once a frequency other than monthly is chosen, each payment's amount too.
      const { frequency } = (answersAt(path, 'payment').payment ?? {}) as { frequency?: string };
      const multiplier = ({ Q: 3, S: 6, A: 12 } as Record<string, number>)[frequency ?? ''];
      const afterPayment = items.slice(steps.indexOf('payment'));
      expect(multiplier).toBeDefined();
      for (const item of afterPayment)
        expect(item.paymentAmount).toBeCloseTo(Number(item.premium) * (multiplier ?? 0), 2);
      expect(items.at(-1)?.applicationId).toEqual(expect.any(String));
      // One press of Back leaves the finished application for the page before it, which loads
      // (the reload left its entry to the application's page).
      await page.goBack();
      await page.waitForURL('**/insurance-plans/term-90-plus/');
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Term 90 Plus/);
      expect(await page.locator('.form-wizard').count()).toBe(0);
      expect(await page.getByText('Page not found').count()).toBe(0);
      await page.close();
    },
    walkTimeoutMs,
  );

  it('keeps an answer given before the folded help has loaded, and shows the help once it has', async () => {
    if (!standard) throw new Error('no standard form');
    const path = shortestPath(standard);
    const page = await openPage(browser, 375, 800);
    // The folded help's paragraphs are held back until the step is answered, as on a slow phone.
    let releaseHelp = () => undefined as void;
    const helpHeld = new Promise<void>((release) => {
      releaseHelp = release;
    });
    await page.route('**/assets/help-*.js', async (route) => {
      await helpHeld;
      await route.continue();
    });
    await openWizard(page, standard.route);
    await walk(page, standard, path, { stopBefore: 'insured' });
    const { insured, ownership } = answersAt(path, 'insured') as {
      insured: Record<string, unknown>;
      ownership: { insuredIsOwner: string };
    };
    await answer(page, { insured }, []);
    // The last answer by keys, with no blur after it: rjsf alone holds it when the help comes.
    const owner = page.locator(
      `input[id^="root_ownership_insuredIsOwner"][value="${ownership.insuredIsOwner}"]`,
    );
    await owner.focus();
    await page.keyboard.press('Space');
    expect(await owner.isChecked()).toBe(true);
    releaseHelp();
    await expect.poll(() => page.locator('.help-disclosure-text p').count()).toBeGreaterThan(0);
    expect(await owner.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMovedOn(page, 'About the insured');
    await page.close();
  });

  it('leads from the Term 90 Plus landing page to each of its other applications', async () => {
    const page = await openPage(browser, 375, 800);
    await gotoReady(page, '/insurance-plans/term-90-plus/');
    const others = page
      .locator('section', { has: page.getByRole('heading', { name: 'How to apply' }) })
      .locator('.apply-list')
      .getByRole('link');
    const routes = await others.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    const served = formDefinitions.map((definition) => definition.route);
    expect(routes.length).toBe(5);
    expect(routes.every((route) => served.includes(route))).toBe(true);
    if (!quickStep) throw new Error('no Quick Step form');
    await page.getByRole('link', { name: 'Term 90 Plus Quick Step' }).click();
    await page.waitForURL(`**${quickStep.route}`);
    await expect.poll(() => heading(page)).toBe(quickStep.steps[0]?.title);
    // Reloaded, the application's page holds the landing page's entry too: Back loads that page.
    await page.reload();
    await expect.poll(() => heading(page)).toBe(quickStep.steps[0]?.title);
    await page.goBack();
    await page.waitForURL('**/insurance-plans/term-90-plus/');
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Term 90 Plus/);
    expect(await page.getByText('Page not found').count()).toBe(0);
    await page.close();
  });

  it("steps back with its own Back as the browser's Back does, so the browser's goes on back", async () => {
    if (!standard) throw new Error('no standard form');
    const { page } = await openApplication(standard.route);
    const path = shortestPath(standard);
    await walk(page, standard, path, { stopBefore: 'contact' });
    expect(await heading(page)).toBe('Address and contact');
    // The steps this path takes before the contact step (the owner step is not among them).
    const [before, last] = path.steps.slice(0, path.steps.indexOf('contact')).slice(-2);
    const titleOf = (id?: string) => standard.steps.find((step) => step.id === id)?.title;
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => heading(page)).toBe(titleOf(last));
    await page.goBack();
    await expect.poll(() => heading(page)).toBe(titleOf(before));
    await page.goForward();
    await expect.poll(() => heading(page)).toBe(titleOf(last));
    await page.close();
  });

  // A form of each first-step kind (every form in an exhaustive run); every form's first step is
  // axe-checked in a DOM environment (tests/first-steps-accessible.test.tsx).
  it.each(formsByFirstStepKind(formDefinitions).map((d) => [d.formId, d] as const))(
    '%s: is accessible on its first step in the site layout, loaded directly at 375 px',
    async (_formId, definition) => {
      const page = await openPage(browser, 375, 800);
      await page.goto(definition.route);
      await page.locator('.form-wizard h1').waitFor();
      await page.waitForSelector('html[data-hydrated]');
      expect(await page.getAttribute('#app', 'data-shell')).toBe('application');
      expect(await heading(page)).toBe(definition.steps[0]?.title);
      await expectAccessible(page);
      await page.close();
    },
  );

  it('has no quick-links bar over the fields at 375 px, where the plan page has one', async () => {
    if (!standard) throw new Error('no standard form');
    const page = await openPage(browser, 375, 667);
    await gotoReady(page, '/insurance-plans/term-90-plus/');
    expect(await page.locator('[data-testid="mobile-bar"]').isVisible()).toBe(true);
    await openWizard(page, standard.route);
    expect(await page.locator('[data-testid="mobile-bar"]').count()).toBe(0);
    // In its place, the applications team's number, under the form.
    expect(await page.getByRole('link', { name: contactDetails.applications.phone }).count()).toBe(
      1,
    );
    const hidden: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('.mobile-bar');
        if (!focused || focused === document.body || !bar || bar.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > bar.getBoundingClientRect().top
          ? `${focused.tagName} ${focused.id || focused.textContent}`
          : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    await page.close();
  });

  it("answers an unknown application's address with the not-found page, and no page error", async () => {
    const page = await openPage(browser, 375, 800);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/insurance-plans/term-90-plus/apply/no-such-form/');
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens on whatever an earlier release or a hand left in storage: a renamed step, a step list that is none', async () => {
    if (!standard) throw new Error('no standard form');
    const entry = (passedSteps: unknown) =>
      JSON.stringify({
        version: 1,
        state: {
          applications: {
            [standard.appId]: {
              [standard.formId]: {
                data: { service: { dutyStatus: '2', branch: '2' } },
                tempData: {},
                passedSteps,
                loading: false,
                lastModifiedAt: Date.now() - 24 * 60 * 60 * 1000,
              },
            },
          },
          utilData: {},
          finished: {},
        },
      });
    for (const stored of [entry(['eligibility', 'militaryService']), entry('eligibility')]) {
      const page = await openPage(browser, 375, 800);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: applicationStoreName,
        value: stored,
      });
      await openWizard(page, standard.route);
      expect(await page.locator('.site-header').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows the application received when its answer was lost and an answer has changed since, rather than a dead end', async () => {
    if (!standard) throw new Error('no standard form');
    const page = await openPage(browser, 375, 800);
    await openWizard(page, standard.route);
    await walk(page, standard, shortestPath(standard));
    // The server receives the application; its answer never reaches the browser.
    let lost = false;
    await page.route('**/api', async (route) => {
      const body = route.request().postData() ?? '';
      if (lost || !body.includes('"action":"submit"')) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await sign(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    // The applicant goes back and changes an answer, then sends it again.
    await page.getByRole('button', { name: 'Back to the review' }).click();
    await page.getByRole('button', { name: 'Edit Address and contact' }).click();
    await page.locator('#root_contact_email').fill('changed@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page)).toBe('Review your application');
    await sign(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    const reference = page.locator('.confirmation strong');
    await reference.waitFor();
    const number = (await reference.textContent()) ?? '';
    expect(number).toMatch(/^MBA-[A-Z0-9]{10}$/);
    expect(await page.locator('.confirmation').textContent()).toContain(
      applicationAlreadyReceivedMessage(number),
    );
    // Recorded as sent: a reload shows its confirmation, not the application in progress.
    await page.reload();
    await page.locator('.confirmation strong').waitFor();
    expect(await page.locator('.confirmation strong').textContent()).toBe(number);
    await page.close();
  });

  it('shows the layout and the wizard without the whole site: no router, no other pages', async () => {
    const { page, scripts } = await openApplication(standard?.route ?? '');
    expect(await page.getAttribute('#app', 'data-shell')).toBe('application');
    expect(await page.getAttribute('[data-layout]', 'data-layout')).toBe('standard');
    expect(await page.locator('.site-header').count()).toBe(1);
    expect(await page.locator('.site-footer').count()).toBe(1);
    // The router's chunk and the pages' (main-store-instance-….js is the boot's, not these).
    expect(
      scripts.filter((path) => /\/assets\/(main|PageContent)-[\w-]{8}\.js$/.test(path)),
    ).toEqual([]);
    expect(scripts.some((path) => path.includes('/application-main-'))).toBe(true);
    await page.close();
  });

  it('leads to other pages as page loads, which then run the whole site', async () => {
    const { page, scripts } = await openApplication(standard?.route ?? '');
    await markWindow(page);
    await page.locator('.site-header').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about/');
    await page.waitForSelector('h1:text("About the association")');
    expect(await windowMark(page)).toBe('reloaded');
    await page.dispatchEvent('html', 'pointerdown');
    await page.waitForSelector('html[data-hydrated]');
    expect(scripts.some((path) => /\/assets\/main-[\w-]{8}\.js$/.test(path))).toBe(true);
    await page.close();
  });

  it('logs a member in from the header without leaving the application', async () => {
    // A member with no draft of this form (a draft would be resumed on login): demo.member has
    // one once member-draft.e2e has run on the same server.
    const short = formById('term-90-plus-short');
    const { page } = await openApplication(short?.route ?? '');
    const firstStep = await heading(page);
    await logInFromHeader(page, 'demo.expired');
    await page.locator('.account-controls__greeting').waitFor();
    expect(page.url()).toMatch(new RegExp(`${short?.route ?? ''}$`));
    expect(await heading(page)).toBe(firstStep);
    await page.close();
  });

  it("says so, under the form's heading, when the full application cannot load offline, and loads it on Try again", async () => {
    const { page, full } = await quickStepSent();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Continue to the full application' }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.locator('.form-wizard h1').textContent()).toBe(full.title);
    expect(await page.getByRole('alert').last().textContent()).toBe(messages.genericApiError);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => heading(page)).toBe(full.steps[0]?.title);
    await page.close();
  });

  it("keeps the Quick Step's confirmation for a Back pressed as soon as its full application shows", async () => {
    const { page, full, reference } = await quickStepSent();
    const quickStepUrl = page.url();
    // Back in the first frame after the full application's first step is drawn: before React's
    // effects after that frame, which once wrote the full application's entry over the Quick Step's.
    await page.evaluate(
      (title) =>
        new Promise<void>((done) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('.form-wizard h1')?.textContent !== title) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              history.back();
              done();
            });
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          [...document.querySelectorAll('button')]
            .find((button) => button.textContent === 'Continue to the full application')
            ?.click();
        }),
      full.steps[0]?.title ?? '',
    );
    await page.waitForURL(quickStepUrl, moveTimeout);
    await expect.poll(() => shownReference(page)).toBe(reference);
    await page.close();
  });

  it("retraces the full application's steps with the browser's Forward after Back to the Quick Step", async () => {
    const { page, full, reference } = await quickStepSent();
    await page.getByRole('button', { name: 'Continue to the full application' }).click();
    await page.waitForURL(`**${full.route}`);
    const fullPath = shortestPath(full);
    const titles = fullPath.steps
      .slice(0, 3)
      .map((id) => full.steps.find((step) => step.id === id)?.title);
    await walk(page, full, fullPath, { stopBefore: fullPath.steps[2] });
    expect(await heading(page)).toBe(titles[2]);
    for (const title of [titles[1], titles[0]]) {
      await page.goBack();
      await expect.poll(() => heading(page)).toBe(title);
    }
    await page.goBack();
    await expect.poll(() => page.locator('.confirmation strong').textContent()).toBe(reference);
    for (const title of titles) {
      await page.goForward();
      await expect.poll(() => heading(page)).toBe(title);
    }
    await page.close();
  });

  it("opens a Quick Step's full application in place; the browser's Back returns to the Quick Step's confirmation", async () => {
    const { quickStep, full, path } = memberQuickStepPath();
    // Opened from the landing page, which is where the last Back leaves for.
    const page = await openPage(browser);
    await gotoReady(page, '/insurance-plans/term-90-plus/');
    await openWizard(page, quickStep.route);
    await markWindow(page);
    await walk(page, quickStep, path);
    const reference = await submit(page);
    const continueButton = page.getByRole('button', { name: 'Continue to the full application' });
    await continueButton.click(moveTimeout);
    await page.waitForURL(`**${full.route}`, moveTimeout);
    await expect.poll(() => heading(page, readTimeout)).toBe(full.steps[0]?.title);
    // The keyboard starts at the full application's heading, as on a step change.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.form-wizard h1')))
      .toBe(true);
    expect(await page.title()).toBe(`${full.steps[0]?.title ?? ''} – ${full.title}`);
    expect(await windowMark(page)).toBe('kept');
    await page.goBack(moveTimeout);
    await page.waitForURL(`**${quickStep.route}`, moveTimeout);
    // The Quick Step sent is shown as it was left, not as a fresh one.
    await expect.poll(() => shownReference(page)).toBe(reference);
    expect(await windowMark(page)).toBe('kept');
    await continueButton.click(moveTimeout);
    await page.waitForURL(`**${full.route}`, moveTimeout);
    await expect.poll(() => heading(page, readTimeout)).toBe(full.steps[0]?.title);
    await page.goBack(moveTimeout);
    await expect.poll(() => shownReference(page)).toBe(reference);
    // A reload on the confirmation shows it again; one more Back leaves the Quick Step.
    await page.reload(moveTimeout);
    await expect.poll(() => shownReference(page)).toBe(reference);
    await page.goBack(moveTimeout);
    await page.waitForURL('**/insurance-plans/term-90-plus/', moveTimeout);
    await page.close();
  });
});

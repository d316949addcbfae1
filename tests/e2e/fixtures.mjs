// Playwright Test fixtures shared by every spec: the problem guard, `open(query)`, `base` and `root`.
//
// The guard: every test fails on a console error, an uncaught page error, a failed request, an HTTP
// status ≥ 400 or a Content-Security-Policy violation in any page of its context, collected while the
// test runs and asserted after its body. A test that provokes one on purpose opts out with
// `test.use({ expectProblems: true })` (a whole describe block) or `expectProblems(testInfo)` (one test).
import { test as base, expect } from '@playwright/test';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './lib.mjs';

/** The repository root (screenshots for the README land under it). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const OPT_OUT = 'expect-problems';

/** Lets the running test provoke problems on purpose (the guard then reports nothing). */
export function expectProblems(testInfo = test.info()) {
  testInfo.annotations.push({ type: OPT_OUT });
}

const ignoredUrl = (url) => url.startsWith('data:') || url.startsWith('blob:');
// The tab icon is fetched after the load event, so a test that navigates at once cancels it: not a failure.
const cancelledIcon = (r) => new URL(r.url()).pathname.endsWith('/icon.svg') && r.failure()?.errorText === 'net::ERR_ABORTED';

export const test = base.extend({
  expectProblems: [false, { option: true }],

  // Auto fixture: listens on the context, so every page of the test (a second tab included) is watched.
  problemGuard: [async ({ context, expectProblems: optedOut }, use, testInfo) => {
    const problems = [];
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
    });
    context.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    context.on('weberror', (e) => problems.push(`page error: ${e.error().message}`));
    context.on('requestfailed', (r) => { if (!ignoredUrl(r.url()) && !cancelledIcon(r)) problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`); });
    context.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    await use(problems);
    for (const page of context.pages()) {
      const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      problems.push(...csp.map((v) => `CSP violation: ${v}`));
    }
    if (optedOut || testInfo.annotations.some((a) => a.type === OPT_OUT)) return;
    if (problems.length === 0) return;
    if (testInfo.status !== 'passed') {
      // The body already failed: keep its error, and record the problems beside it.
      await testInfo.attach('problems', { body: problems.join('\n'), contentType: 'text/plain' });
      return;
    }
    throw new Error(`the page reported problems:\n    ${problems.join('\n    ')}`);
  }, { auto: true }],

  /** The served site's address, ending in "/": `base + '?view=lab'`. */
  base: async ({ baseURL }, use) => { await use(baseURL.endsWith('/') ? baseURL : `${baseURL}/`); },

  root: async ({}, use) => { await use(ROOT); },

  /** The built site the suite serves (DIST, or dist/ at the root). */
  dist: async ({}, use) => { await use(process.env.DIST ?? join(ROOT, 'dist')); },

  /** Opens `base + query` and waits for the app's header (the wasm app has rendered). */
  open: async ({ page, base: url }, use) => {
    await use(async (query = '') => {
      await page.goto(url + query);
      await page.waitForSelector('header.shell__header', { timeout: 10000 });
    });
  },
});

export { expect };

/** axe-core finds no violation in the page as it is now. */
export async function expectAccessible(page, what) {
  expect(await axeViolations(page), `${what}: axe violations`).toEqual([]);
}

// The shell: the wasm app renders, views are linkable and reachable by keyboard, failures are visible.
import { test, expect } from '../fixtures.mjs';
import { tabTo } from '../lib.mjs';
import { Shell, VIEWS } from '../pages/shell.mjs';

test.describe('shell', () => {
  test('the wasm app renders, not just the HTML shell', async ({ page, open }) => {
    await open('');
    const shell = new Shell(page);
    await expect(shell.heading(), 'the start page orients a first visit').toHaveText('Warp divergence, and what it costs');
    await expect(shell.nav('Start'), 'Start is the current view').toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'See it: the Timeline' }).click();
    await expect(shell.heading(), 'the timeline is one click away').toHaveText(/Timeline/);
  });

  test('every view opens from its link and the URL names it', async ({ page, open }) => {
    const shell = new Shell(page);
    for (const [key, , heading] of VIEWS) {
      await open(`?view=${key}`);
      await expect(shell.heading(), `heading of ${key}`).toHaveText(heading);
      expect(new URL(page.url()).searchParams.get('view'), `URL keeps view=${key}: ${page.url()}`).toBe(key);
    }
  });

  test('every view is reachable with Tab and Enter alone', async ({ page, open }) => {
    await open('');
    const shell = new Shell(page);
    for (const [key, label, heading] of [...VIEWS.slice(1), VIEWS[0]]) {
      await tabTo(page, label);
      await Promise.all([page.waitForURL((u) => u.searchParams.get('view') === key), page.keyboard.press('Enter')]);
      await expect(shell.heading(), `heading after keyboard navigation to ${key}`).toHaveText(heading);
    }
  });

  test('an unknown view opens the timeline with a notice', async ({ page, open }) => {
    await open('?view=nonsense');
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText(/Timeline/);
    await expect(shell.notices()).toHaveText(/no view called "nonsense"/);
  });

  test('the language links carry the page\'s link as it is now, after an edit and after Back', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const hinglish = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Hinglish' });
    await page.waitForTimeout(700);
    await page.getByRole('combobox', { name: 'Costs' }).selectOption('toy');
    await expect(page).toHaveURL(/mode=toy/);
    await expect(hinglish, 'the edit is in the Hinglish link').toHaveAttribute('href', /mode=toy/);
    await expect(hinglish).toHaveAttribute('href', /lang=hi-Latn/);
    await page.goBack();
    await expect(page).not.toHaveURL(/mode=toy/);
    await expect(hinglish, 'Back takes it out again').not.toHaveAttribute('href', /mode=toy/);
  });

  test('the Content-Security-Policy is strict and nothing violates it', async ({ page, open }) => {
    await open('?view=timeline');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp.replace("'wasm-unsafe-eval'", ''), 'no unsafe-inline or unsafe-eval').not.toMatch(/unsafe-inline|unsafe-eval'/);
    expect(csp, 'script-src allows only this origin and wasm').toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(csp, 'no remote origins').not.toMatch(/https?:/);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => !s.src).length), 'no inline scripts').toBe(0);
    await expect.poll(() => page.evaluate(() => window.__cspViolations.length), 'CSP violations').toBe(0);
  });

  test('projector mode follows the link and survives navigation', async ({ page, open }) => {
    await open('?view=about&projector=1');
    await expect(page.locator('body'), 'body has the projector class').toContainClass('projector');
    await expect(new Shell(page).nav('Ladder'), 'navigation keeps projector mode').toHaveAttribute('href', /projector=1/);
  });
});

// The guard every test has (fixtures.mjs) fails a test on a console error, and lets one that expects it pass.
test.describe('shell: the problem guard', () => {
  test('a console error fails the test', async ({ page, open }) => {
    test.fail(true, 'the guard must turn a console error into a failure');
    await open('?view=about');
    await page.evaluate(() => console.error('planted by the guard test'));
  });

  test('a request for a missing file fails the test', async ({ page, open, base }) => {
    test.fail(true, 'the guard must turn an HTTP 404 into a failure');
    await open('?view=about');
    await page.evaluate((url) => fetch(url).catch(() => {}), `${base}no-such-file.js`);
  });

  test.describe('opted out', () => {
    test.use({ expectProblems: true });
    test('a test that expects problems is not failed by them', async ({ page, open }) => {
      await open('?view=about');
      await page.evaluate(() => console.error('planted, and expected'));
    });
  });
});

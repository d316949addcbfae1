// The shell: the wasm app renders, views are linkable and reachable by keyboard, failures are visible.
import { check, eventually, expectText, tabTo } from '../lib.mjs';
import { Shell } from '../pages/shell.mjs';

const VIEWS = [
  ['home', 'Start', /Warp divergence, and what it costs/],
  ['timeline', 'Timeline', /Timeline/],
  ['tree', 'Branch tree', /Branch tree/],
  ['stepper', 'Warp stepper', /Warp stepper/],
  ['ladder', 'Ladder', /Exercise ladder/],
  ['lab', 'Sampling lab', /Sampling lab/],
  ['layouts', 'Layouts lab', /Layouts lab/],
  ['reality', 'Reality check', /Reality check/],
  ['about', 'About', /About Warpwise/],
];

export const tests = [
  {
    name: 'the wasm app renders, not just the HTML shell',
    async run(t) {
      await t.open('');
      const shell = new Shell(t.page);
      await expectText(shell.heading(), 'Warp divergence, and what it costs', 'the start page orients a first visit');
      check(await shell.nav('Start').getAttribute('aria-current') === 'page', 'Start is the current view');
      await t.page.getByRole('link', { name: 'See it: the Timeline' }).click();
      await expectText(shell.heading(), /Timeline/, 'the timeline is one click away');
    },
  },
  {
    name: 'every view opens from its link and the URL names it',
    async run(t) {
      const shell = new Shell(t.page);
      for (const [key, , heading] of VIEWS) {
        await t.open(`?view=${key}`);
        await expectText(shell.heading(), heading, `heading of ${key}`);
        check(new URL(t.page.url()).searchParams.get('view') === key, `URL keeps view=${key}: ${t.page.url()}`);
      }
    },
  },
  {
    name: 'every view is reachable with Tab and Enter alone',
    async run(t) {
      await t.open('');
      const shell = new Shell(t.page);
      for (const [key, label, heading] of [...VIEWS.slice(1), VIEWS[0]]) {
        await tabTo(t.page, label);
        await Promise.all([t.page.waitForURL((u) => u.searchParams.get('view') === key), t.page.keyboard.press('Enter')]);
        await expectText(shell.heading(), heading, `heading after keyboard navigation to ${key}`);
      }
    },
  },
  {
    name: 'an unknown view opens the timeline with a notice',
    async run(t) {
      await t.open('?view=nonsense');
      const shell = new Shell(t.page);
      await expectText(shell.heading(), /Timeline/, 'heading');
      await expectText(shell.notices(), /no view called "nonsense"/, 'notice');
    },
  },
  {
    name: 'the Content-Security-Policy is strict and nothing violates it',
    async run(t) {
      await t.open('?view=timeline');
      const csp = await t.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      check(!/unsafe-inline|unsafe-eval'/.test(csp.replace("'wasm-unsafe-eval'", '')), `no unsafe-inline or unsafe-eval: ${csp}`);
      check(/script-src 'self' 'wasm-unsafe-eval'/.test(csp), `script-src allows only this origin and wasm: ${csp}`);
      check(!/https?:/.test(csp), `no remote origins: ${csp}`);
      const inline = await t.page.evaluate(() => [...document.scripts].filter((s) => !s.src).length);
      check(inline === 0, `no inline scripts (${inline})`);
      await eventually(() => t.page.evaluate(() => window.__cspViolations.length), 0, 'CSP violations');
    },
  },
  {
    name: 'projector mode follows the link and survives navigation',
    async run(t) {
      await t.open('?view=about&projector=1');
      check(await t.page.evaluate(() => document.body.classList.contains('projector')), 'body has the projector class');
      const href = await new Shell(t.page).nav('Ladder').getAttribute('href');
      check(href.includes('projector=1'), `navigation keeps projector mode: ${href}`);
    },
  },
];

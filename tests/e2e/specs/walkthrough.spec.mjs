// What a fresh-eyes walkthrough found (issue 13): each test fails on the code before its fix.
import { check, eventually, expectText } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { Shell } from '../pages/shell.mjs';
import { StepperPage } from '../pages/stepper.mjs';

// Stepper examples in toy mode show the seeds' own figures: key → [issue slots, path efficiency].
const SEED_FIGURES = [
  ['l3-1-nested-worst', '44', '31.8%'],
  ['l3-1-nested-best', '18', '55.6%'],
  ['l2-2-data-dependent', '80', '37.5%'],
  ['divergent-kernel', '18', '55.6%'],
];

export const tests = [
  {
    name: 'stepper examples in toy mode give the seeds\u2019 T_div and path efficiency',
    async run(t) {
      const s = new StepperPage(t.page);
      for (const [key, slots, efficiency] of SEED_FIGURES) {
        await t.open(`?view=stepper&example=${key}&mode=toy`);
        await s.button('Run to end').click();
        await expectText(s.readout('issue-slots'), slots, `${key}: issue slots`);
        await expectText(s.readout('path-efficiency'), new RegExp(`^${efficiency.replace('.', '\\.')}`), `${key}: path efficiency`);
      }
    },
  },
  {
    name: 'the stepper\u2019s help says work(N) issues N slots',
    async run(t) {
      await t.open('?view=stepper&example=l2-1-two-paths');
      await t.page.getByRole('button', { name: /Language and keys/ }).click();
      const row = t.page.getByRole('row', { name: /^work\(N\)/ });
      await expectText(row.locator('td').nth(1), 'N', 'work(N) issues N');
      await expectText(t.page.locator('.stepper__branches p').first(), /up to 6 issue slots a side/, 'the predication rule as measured');
    },
  },
  {
    name: 'a seeded ladder opens its block items with the variant\u2019s own numbers',
    async run(t) {
      await t.open('?view=ladder&seed=1234');
      const ladder = new LadderPage(t.page);
      for (const id of ['L5.1', 'L5.2']) {
        const statement = await ladder.item(id).locator('.exercise__statement').textContent();
        const numbers = [...statement.matchAll(/\((\d+) cycles\)|paths of (\d+) and (\d+)/g)].flatMap((m) => m.slice(1).filter(Boolean));
        const href = await ladder.item(id).getByRole('link', { name: 'Open this scenario in its view' }).getAttribute('href');
        const paths = new URLSearchParams(href.slice(href.indexOf('?'))).get('paths');
        check(numbers.length === 2 && paths === `${numbers[0]}x0,${numbers[1]}x0`, `${id}: statement ${numbers} but link paths=${paths}`);
      }
    },
  },
  {
    name: 'a wrong try after a hand-opened hint opens the next one, and says so truthfully',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      const item = ladder.item('L1.1');
      await item.getByRole('button', { name: /^Show hint \(1 of 2\)$/ }).click();
      for (const field of await item.getByRole('textbox').all()) await field.fill('999');
      await ladder.check('L1.1').click();
      await expectText(item.locator('.exercise__status'), /a new hint is open below/, 'status');
      await eventually(() => item.locator('.exercise__hints li').count(), 2, 'both hints shown');
      for (const field of await item.getByRole('textbox').all()) await field.fill('998');
      await ladder.check('L1.1').click();
      await expectText(item.locator('.exercise__status'), /every hint is already open below/, 'no false promise');
    },
  },
  {
    name: 'a timeline link whose paths do not fit a warp says so at the top',
    async run(t) {
      await t.open('?view=timeline&paths=15x8,25x8,35x8,45x8,55x8');
      await expectText(new Shell(t.page).notices().first(), /paths.*the figure shows the default scenario/s, 'named at the top');
    },
  },
  {
    name: 'the branch tree in projector mode keeps its leaf boxes apart',
    context: { viewport: { width: 1920, height: 1080 } },
    async run(t) {
      await t.open('?view=tree&projector=1');
      const boxes = await t.page.locator('svg#tree-figure g.tree__node rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, r: b.right })));
      const bottom = Math.max(...boxes.map((b) => b.y));
      const leaves = boxes.filter((b) => Math.abs(b.y - bottom) < 1).sort((a, b) => a.x - b.x);
      check(leaves.length === 4, `four leaves, got ${leaves.length}`);
      for (let i = 1; i < leaves.length; i++) check(leaves[i].x >= leaves[i - 1].r, `leaf ${i} overlaps leaf ${i - 1}`);
    },
  },
  {
    name: 'the lab legend\u2019s last-outcome key has the colour of the marked bar',
    async run(t) {
      await t.open('?view=lab&p=0.25&n=32&seed=42');
      await t.page.getByRole('button', { name: 'Skip prediction' }).click();
      await t.page.getByRole('button', { name: 'Step', exact: true }).click();
      const bar = await t.page.locator('svg#pmf-chart .lab__bar--hit').getAttribute('fill');
      const key = await t.page.locator('.lab__key--hit').evaluate((el) => getComputedStyle(el).backgroundColor);
      const hex = (rgb) => '#' + rgb.match(/\d+/g).slice(0, 3).map((v) => Number(v).toString(16).padStart(2, '0')).join('');
      check(hex(key) === bar.toLowerCase(), `key ${hex(key)} vs bar ${bar}`);
    },
  },
];

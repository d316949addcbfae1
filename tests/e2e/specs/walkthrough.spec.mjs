// What a fresh-eyes walkthrough found (issue 13): each test fails on the code before its fix.
import { test, expect } from '../fixtures.mjs';
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

test.describe('walkthrough', () => {
  test('stepper examples in toy mode give the seeds\u2019 T_div and path efficiency', async ({ page, open }) => {
    const s = new StepperPage(page);
    for (const [key, slots, efficiency] of SEED_FIGURES) {
      await open(`?view=stepper&example=${key}&mode=toy`);
      await s.button('Run to end').click();
      await expect(s.readout('issue-slots'), `${key}: issue slots`).toHaveText(slots);
      await expect(s.readout('path-efficiency'), `${key}: path efficiency`).toHaveText(new RegExp(`^${efficiency.replace('.', '\\.')}`));
    }
  });

  test('the stepper\u2019s help says work(N) issues N slots', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    await page.getByRole('button', { name: /Language and keys/ }).click();
    const row = page.getByRole('row', { name: /^work\(N\)/ });
    await expect(row.locator('td').nth(1), 'work(N) issues N').toHaveText('N');
    await expect(page.locator('.stepper__branches p').first(), 'the predication rule as measured').toHaveText(/up to 6 issue slots a side, 4 when the condition reads a freshly loaded value/);
  });

  test('a seeded ladder opens its block items with the variant\u2019s own numbers', async ({ page, open }) => {
    await open('?view=ladder&seed=1234');
    const ladder = new LadderPage(page);
    for (const id of ['L5.1', 'L5.2']) {
      const statement = await ladder.item(id).locator('.exercise__statement').textContent();
      const numbers = [...statement.matchAll(/\((\d+) cycles\)|paths of (\d+) and (\d+)/g)].flatMap((m) => m.slice(1).filter(Boolean));
      expect(numbers, `${id}: two path lengths in the statement`).toHaveLength(2);
      await ladder.giveUp(id).click();
      const href = await ladder.scenarioLink(id).getAttribute('href');
      const paths = new URLSearchParams(href.slice(href.indexOf('?'))).get('paths');
      expect(paths, `${id}: the link's paths are the statement's ${numbers}`).toBe(`${numbers[0]}x0,${numbers[1]}x0`);
    }
  });

  test('a wrong try after a hand-opened hint opens the next one, and says so truthfully', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const item = ladder.item('L1.1');
    await item.getByRole('button', { name: /^Show hint \(1 of 2\)$/ }).click();
    for (const field of await item.getByRole('textbox').all()) await field.fill('999');
    await ladder.check('L1.1').click();
    await expect(item.locator('.exercise__status'), 'status').toHaveText(/a new hint is open below/);
    await expect(item.locator('.exercise__hints li'), 'both hints shown').toHaveCount(2);
    for (const field of await item.getByRole('textbox').all()) await field.fill('998');
    await ladder.check('L1.1').click();
    await expect(item.locator('.exercise__status'), 'no false promise').toHaveText(/every hint is already open below/);
  });

  test('a timeline link whose paths do not fit a warp says so at the top', async ({ page, open }) => {
    await open('?view=timeline&paths=15x8,25x8,35x8,45x8,55x8');
    await expect(new Shell(page).notices().first(), 'named at the top').toHaveText(/paths.*the figure shows the first 4 paths, the ones that fit/s);
    await expect(page.locator('#timeline-figure-desc'), 'the figure shows the paths that fit, not the default').toHaveText(/^Taken paths: A \(15 cycles, 8 lanes\), B \(25 cycles, 8 lanes\), C \(35 cycles, 8 lanes\), D \(45 cycles, 8 lanes\)\./);
  });

  test.describe('at 1920×1080', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test('the branch tree in projector mode keeps its leaf boxes apart', async ({ page, open }) => {
      await open('?view=tree&projector=1');
      const boxes = await page.locator('svg#tree-figure g.tree__node rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, r: b.right })));
      const bottom = Math.max(...boxes.map((b) => b.y));
      const leaves = boxes.filter((b) => Math.abs(b.y - bottom) < 1).sort((a, b) => a.x - b.x);
      expect(leaves, 'four leaves').toHaveLength(4);
      for (let i = 1; i < leaves.length; i++) expect(leaves[i].x, `leaf ${i} overlaps leaf ${i - 1}`).toBeGreaterThanOrEqual(leaves[i - 1].r);
    });
  });

  test('the lab legend\u2019s last-outcome key has the colour of the marked bar', async ({ page, open }) => {
    await open('?view=lab&p=0.25&n=32&seed=42');
    await page.getByRole('button', { name: 'Skip prediction' }).click();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const bar = await page.locator('svg#pmf-chart .lab__bar--hit').getAttribute('fill');
    const key = await page.locator('.lab__key--hit').evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = (rgb) => '#' + rgb.match(/\d+/g).slice(0, 3).map((v) => Number(v).toString(16).padStart(2, '0')).join('');
    expect(hex(key), 'the key has the bar\u2019s colour').toBe(bar.toLowerCase());
  });
});

// Issue 13, items 7, 9 and 11: the tree's layouts as one warp of a dataset, per-path block bars, partial
// warps, seeded L1.2 variants, and "source notes" for the notes.
import { check, eventually, expectAccessible, expectText } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';

const field = (page, name) => page.getByRole('textbox', { name });

export const tests = [
  {
    name: 'a tree layout is one warp of a dataset: the strip, the shown warp and the block total',
    async run(t) {
      await t.open('?view=tree&preset=sorted');
      const readout = (id) => t.page.locator('.tree__dataset').getByTestId(id);
      await expectText(readout('block-issued'), '88 cycles', 'sorted: each warp one leaf');
      await expectText(readout('divergent-warps'), '0 of 8', 'sorted: no warp diverges');
      await expectText(t.page.locator('svg#dataset-strip text', { hasText: '◀ shown' }), /^p1 · 10 cyc/, 'warp 0 shown');
      await t.page.getByRole('button', { name: 'Next warp', exact: true }).click();
      await t.page.getByRole('button', { name: 'Next warp', exact: true }).click();
      await expectText(t.page.locator('svg#dataset-strip text', { hasText: '◀ shown' }), /^p2 · 14 cyc/, 'warp 2 holds p2');
      await expectText(t.page.getByTestId('t-div'), '14 cycles', 'the tree shows that warp');
      await eventually(() => new URL(t.page.url()).searchParams.get('show'), '2', 'the link keeps the warp');
      await t.page.getByRole('combobox', { name: 'Lane layout' }).selectOption('worst');
      await expectText(readout('block-issued'), '352 cycles', 'worst: every leaf in every warp');
      await expectText(readout('divergent-warps'), '8 of 8', 'worst: every warp diverges');
      await field(t.page, /^Shares of the leaves/).fill('30,30,30,30');
      await expectText(t.page.locator('#tree-shares-error'), 'the shares add up to 120%, not 100%', 'refused at the field');
      await field(t.page, /^Shares of the leaves/).fill('70,10,10,10');
      await eventually(() => new URL(t.page.url()).searchParams.get('shares'), '70,10,10,10', 'shares in the link');
    },
  },
  {
    name: 'a partial warp shows lane utilisation and names the boundary branch',
    async run(t) {
      await t.open('?view=tree&preset=worst&active=20');
      await expectText(t.page.getByTestId('partial-warp').getByTestId('lane-utilisation'), /^\d+\.\d%$/, 'lane utilisation');
      await expectText(t.page.getByTestId('partial-warp').getByText(/^A partial final warp/), /20 of 32 lanes hold data.*if \(i < n\)/, 'the boundary branch named');
      await expectText(t.page.locator('svg#dataset-strip text', { hasText: '◀ shown' }), /◀ shown/, 'the final warp is shown');
      check(await t.page.locator('svg#dataset-strip text').filter({ hasText: '◀ shown' }).count() === 1, 'one shown warp');
    },
  },
  {
    name: 'block bars show each warp\u2019s issued cycles path by path',
    async run(t) {
      await t.open('?view=timeline&block=L5.1');
      await expectText(t.page.getByTestId('block-issued'), '174 cycles', 'block view');
      check(await t.page.locator('svg#block-figure .block__segment').count() === 7, 'one segment per taken path: 1 + 3 × 2');
      check(await t.page.locator('svg#block-figure text', { hasText: /^p2$/ }).count() === 3, 'the 18-cycle path named in the three split warps');
    },
  },
  {
    name: 'L1.2 varies with the seed and names a uniform branch as such',
    async run(t) {
      const ladder = new LadderPage(t.page);
      const codes = new Set();
      for (const seed of [1, 2, 3, 4]) {
        await t.open(`?view=ladder&seed=${seed}`);
        codes.add(await ladder.item('L1.2').locator('pre').textContent());
      }
      check(codes.size > 1, 'new numbers give new code');
      const code = [...codes].at(-1);
      const lines = code.split('\n');
      const branches = lines.filter((l) => l.trim().startsWith('if ('));
      check(lines.length === 5 && branches.length === 2, `five lines, two branches: ${code}`);
    },
  },
  {
    name: 'the notes are "source notes": no view calls them seeds',
    async run(t) {
      for (const query of ['?view=stepper&example=l2-2-data-dependent', '?view=ladder', '?view=about', '?view=reality']) {
        await t.open(query);
        const text = await t.page.evaluate(() => document.body.innerText + [...document.querySelectorAll('option')].map((o) => o.textContent).join(' '));
        check(!/\bseed 00\d|\bseeds' /i.test(text), `${query} still says "seed 00x": ${text.match(/.{30}\bseed 00\d.{30}/i)?.[0]}`);
      }
    },
  },
  {
    name: 'axe finds nothing on any view at 390 px',
    context: { viewport: { width: 390, height: 844 } },
    async run(t) {
      for (const view of ['home', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'about']) {
        await t.open(`?view=${view}`);
        await expectAccessible(t.page, `${view} at 390 px`);
      }
    },
  },
  {
    name: 'axe finds nothing in the projector palette on the other views',
    async run(t) {
      for (const view of ['home', 'stepper', 'ladder', 'layouts', 'reality', 'about']) {
        await t.open(`?view=${view}&projector=1`);
        await expectAccessible(t.page, `${view} (projector)`);
      }
    },
  },
];

// Issue 13, items 7, 9 and 11: the tree's layouts as one warp of a dataset, per-path block bars, partial
// warps, seeded L1.2 variants, "source notes" for the notes, and axe at 390 px and in both palettes.
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { LadderPage } from '../pages/ladder.mjs';

const shownRow = (page) => page.locator('svg#dataset-strip text', { hasText: '◀ shown' });

test.describe('issue 13', () => {
  test('a tree layout is one warp of a dataset: the strip, the shown warp and the block total', async ({ page, open }) => {
    await open('?view=tree&preset=sorted');
    const readout = (id) => page.locator('.tree__dataset').getByTestId(id);
    await expect(readout('block-issued'), 'sorted: each warp one leaf').toHaveText('88 cycles');
    await expect(readout('divergent-warps'), 'sorted: no warp diverges').toHaveText('0 of 8');
    await expect(shownRow(page), 'warp 0 shown').toHaveText(/^p1 · 10 cyc/);
    await page.getByRole('button', { name: 'Next warp', exact: true }).click();
    await page.getByRole('button', { name: 'Next warp', exact: true }).click();
    await expect(shownRow(page), 'warp 2 holds p2').toHaveText(/^p2 · 14 cyc/);
    await expect(page.getByTestId('t-div'), 'the tree shows that warp').toHaveText('14 cycles');
    await expect.poll(() => new URL(page.url()).searchParams.get('show'), { message: 'the link keeps the warp' }).toBe('2');
    await page.getByRole('combobox', { name: 'Lane layout' }).selectOption('worst');
    await expect(readout('block-issued'), 'worst: every leaf in every warp').toHaveText('352 cycles');
    await expect(readout('divergent-warps'), 'worst: every warp diverges').toHaveText('8 of 8');
    const shares = page.getByRole('textbox', { name: /^Shares of the leaves/ });
    await shares.fill('30,30,30,30');
    await expect(page.locator('#tree-shares-error'), 'refused at the field').toHaveText('the shares add up to 120%, not 100%');
    await shares.fill('70,10,10,10');
    await expect.poll(() => new URL(page.url()).searchParams.get('shares'), { message: 'shares in the link' }).toBe('70,10,10,10');
  });

  test('a partial warp shows lane utilisation and names the boundary branch', async ({ page, open }) => {
    await open('?view=tree&preset=worst&active=20');
    const partial = page.getByTestId('partial-warp');
    await expect(partial.getByTestId('lane-utilisation'), 'lane utilisation').toHaveText(/^\d+\.\d%$/);
    await expect(partial.getByText(/^A partial final warp/), 'the boundary branch named').toHaveText(/20 of 32 lanes hold data.*if \(i < n\)/);
    await expect(shownRow(page), 'the final warp is the one shown').toHaveCount(1);
    await expect(page.locator('svg#dataset-strip text', { hasText: /^W7$/ }), 'eight warps').toHaveCount(1);
  });

  test('block bars show each warp\u2019s issued cycles path by path', async ({ page, open }) => {
    await open('?view=timeline&block=L5.1');
    await expect(page.getByTestId('block-issued'), 'block view').toHaveText('174 cycles');
    await expect(page.locator('svg#block-figure .block__segment'), 'one segment per taken path: 1 + 3 × 2').toHaveCount(7);
    await expect(page.locator('svg#block-figure text', { hasText: /^B$/ }), 'the 18-cycle path, named B as in the path list, in the three split warps').toHaveCount(3);
  });

  test('L1.2 varies with the seed, with a warp-uniform branch among its lines', async ({ page, open }) => {
    const ladder = new LadderPage(page);
    const codes = new Set();
    for (const seed of [1, 2, 3, 4]) {
      await open(`?view=ladder&seed=${seed}`);
      codes.add(await ladder.item('L1.2').locator('pre').textContent());
    }
    expect(codes.size, 'new numbers give new code').toBeGreaterThan(1);
    const lines = [...codes].at(-1).split('\n');
    expect(lines, 'five lines').toHaveLength(5);
    expect(lines.filter((l) => l.trim().startsWith('if (')), 'two of them branch').toHaveLength(2);
  });

  test('the notes are "source notes": no view calls them seeds', async ({ page, open }) => {
    for (const query of ['?view=stepper&example=l2-2-data-dependent', '?view=ladder', '?view=about', '?view=reality']) {
      await open(query);
      const text = await page.evaluate(() => document.body.innerText + [...document.querySelectorAll('option')].map((o) => o.textContent).join(' '));
      expect(text.match(/.{30}\b(seed 00\d|seeds' ).{30}/i)?.[0] ?? null, `${query} says "seed" for a source note`).toBeNull();
    }
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('axe finds nothing on any view', async ({ page, open }) => {
      for (const view of ['home', 'learn', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about']) {
        await open(`?view=${view}`);
        await expectAccessible(page, `${view} at 390 px`);
      }
    });
  });

  test('axe finds nothing in the projector palette on the other views', async ({ page, open }) => {
    for (const view of ['home', 'stepper', 'ladder', 'layouts', 'reality', 'about']) {
      await open(`?view=${view}&projector=1`);
      await expectAccessible(page, `${view} (projector)`);
    }
  });
});

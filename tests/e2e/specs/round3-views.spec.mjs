// Experience round 3 (issue #33) outside the stepper and the ladder: tree presets that each say what
// they are, the timeline's block mode on a projector, phones, and singular counts.
import { test, expect } from '../fixtures.mjs';
import { TreePage } from '../pages/tree.mjs';

/** The preset sentence's numbers and the block total, for comparing layouts. */
async function presetNumbers(page) {
  const note = await page.getByTestId('preset-note').textContent();
  const total = await page.locator('.tree__dataset .readout__value').first().textContent();
  return `${note.match(/\d+ of \d+ warps diverge, [\d.]+ leaves/)?.[0]} · ${total}`;
}

test.describe('round 3: views', () => {
  test('every tree layout says what it is and why it costs that, and no two repeat each other', async ({ page, open }) => {
    await open('?view=tree');
    const tree = new TreePage(page);
    const labels = (await tree.layout().locator('option:not([disabled])').allTextContents()).map((l) => l.trim());
    expect(labels, 'the correlated layout is named for what it is').toContain('Only p1 and p3 (correlated data)');
    expect(labels.join('|')).not.toMatch(/Best arranged/);
    const seen = new Map();
    for (const label of labels) {
      await tree.layout().selectOption({ label });
      await expect(page.getByTestId('preset-note'), label).toHaveText(/\. |: | — /);
      await expect(page.getByTestId('preset-note'), label).toContainText(/\d+ of \d+ warps diverge/);
      const numbers = await presetNumbers(page);
      if (label !== 'Random') {
        expect(seen.has(numbers), `${label} repeats ${seen.get(numbers)}: ${numbers}`).toBe(false);
        seen.set(numbers, label);
      }
    }
    // Sorted data cost the least of all layouts of the same data: one leaf a warp.
    await tree.layout().selectOption({ label: 'Sorted by category' });
    await expect(page.getByTestId('preset-note')).toContainText('0 of 8 warps diverge, 1.0 leaves');
    // A one-level if offers only the layouts that differ there.
    await page.getByRole('combobox', { name: 'Tree', exact: true }).selectOption({ label: 'One-level if/else' });
    await expect(tree.layout().locator('option:not([disabled])')).toHaveText(['Worst case', 'Sorted by category', 'Random']);
  });

  test('New seed keeps the chosen layout and draws another shuffle; other layouts take no seed', async ({ page, open }) => {
    await open('?view=tree&preset=sorted');
    const tree = new TreePage(page);
    await expect(page.getByRole('button', { name: 'New seed' }), 'sorted data take no seed').toHaveCount(0);
    await tree.layout().selectOption({ label: 'Random' });
    const before = page.url();
    await page.getByRole('button', { name: 'New seed' }).click();
    await expect(tree.layout()).toHaveValue('random');
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(/preset=random/);
  });

  test('block mode on a projector at 1024×768 shows every warp of a seed block on the first screen', async ({ page, open }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const lang of ['', '&lang=hi-Latn']) {
      await open(`?view=timeline&block=L5.1&projector=1${lang}`);
      const figure = page.locator('svg#block-figure');
      await expect(figure).toBeVisible();
      const box = await figure.boundingBox();
      expect(box.y + box.height, `the last warp is on screen${lang}`).toBeLessThanOrEqual(768);
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      const field = await page.getByRole('textbox', { name: /^(Warps|Warps:)/ }).boundingBox();
      expect(field.y + field.height, `the warps' box too${lang}`).toBeLessThanOrEqual(768);
    }
  });

  test('on a phone the timeline figure fits whole, path B and the waste in view, and the view links show they scroll', async ({ page, open }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('?view=timeline');
    const figure = page.locator('svg#timeline-figure');
    const box = await figure.boundingBox();
    expect(box.x, 'no sideways scrolling').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the figure ends inside the screen').toBeLessThanOrEqual(390);
    for (const text of [/^B 25/, /^waste 15$/]) {
      const label = figure.locator('text', { hasText: text }).first();
      const b = await label.boundingBox();
      expect(b && b.x + b.width <= 390, `${text} in view`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(390);
    const nav = page.locator('.shell__nav ul');
    const style = await nav.evaluate((ul) => ({ overflow: ul.scrollWidth > ul.clientWidth, bar: getComputedStyle(ul).scrollbarWidth, shade: getComputedStyle(ul).backgroundImage }));
    expect(style.overflow, 'the links run past the screen').toBe(true);
    expect(style.bar, 'a scrollbar shows').not.toBe('none');
    expect(style.shade, 'a shadow marks the side with more links').toContain('radial-gradient');
  });

  test('one is singular in both languages', async ({ page, open }) => {
    for (const [lang, tail] of [['', 'cycle'], ['&lang=hi-Latn', 'cycle']]) {
      await open(`?view=timeline&paths=1x32,1x0${lang}`);
      await expect(page.getByTestId('t-div'), `T_div${lang}`).toHaveText(`1 ${tail}`);
      await open(`?view=tree&leaves=1,14,8,12&preset=sorted&show=0${lang}`);
      await expect(page.getByTestId('t-div'), `tree T_div${lang}`).toHaveText(`1 ${tail}`);
    }
  });
});

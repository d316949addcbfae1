// In the room (issue 13 items 5, 6 and 10): projector mode puts a readable figure first, exports say what
// they show, and a phone gets no page-level sideways scrolling.
import { readFileSync } from 'node:fs';
import { test, expect } from '../fixtures.mjs';
import { TimelinePage } from '../pages/timeline.mjs';

/** The smallest rendered text size in an SVG figure, in CSS pixels. */
const smallestText = (locator) => locator.evaluate((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
});

test.describe('room', () => {
  test.describe('at 1024×768', () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test('projector at 1024×768: the figure is above the fold, its text ≥ 20 px, the caption names the preset', async ({ page, open }) => {
      await open('?view=timeline&projector=1');
      const tl = new TimelinePage(page);
      const box = await tl.figure().boundingBox();
      expect(box, 'the figure is drawn').not.toBeNull();
      expect(box.y, `figure starts on the first screen: ${JSON.stringify(box)}`).toBeLessThan(300);
      expect(box.y + box.height, `figure ends on the first screen: ${JSON.stringify(box)}`).toBeLessThanOrEqual(768 + 1);
      expect(await smallestText(tl.figure()), 'figure text ≥ 20 px at 1024×768').toBeGreaterThanOrEqual(20);
      await expect(page.getByTestId('scenario-caption'), 'the caption names the loaded preset').toHaveText(/^L2\.1/);
      await page.locator('h1').click();
      await page.keyboard.press(']');
      const caption = await page.getByTestId('scenario-caption').textContent();
      const selected = await tl.preset().evaluate((s) => s.options[s.selectedIndex].text);
      expect(caption, 'the preset box and the caption agree after ]').toBe(selected);
      expect(caption, 'a preset, not Custom, after ]').not.toBe('Custom');
    });
  });

  test.describe('at 1024×768, the tree', () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test('projector at 1024×768: the whole tree, its leaves included, is on the first screen', async ({ page, open }) => {
      await open('?view=tree&projector=1');
      const figure = await page.locator('.tree__figure-host svg').boundingBox();
      expect(figure.y + figure.height, `the tree ends on the first screen: ${JSON.stringify(figure)}`).toBeLessThanOrEqual(768 + 1);
    });

    test('projector at 1024×768: the loop panel shows its readouts and first iterations before its code', async ({ page, open }) => {
      await open('?view=tree&panel=loop&projector=1');
      const readouts = await page.getByRole('group', { name: 'Loop readouts' }).boundingBox();
      const rows = await page.locator('.loop__rows').boundingBox();
      const code = await page.locator('.loop pre.code').boundingBox();
      expect(readouts.y, 'readouts on the first screen').toBeLessThan(768 - 100);
      expect(rows.y, 'iteration rows start on the first screen').toBeLessThan(768);
      expect(rows.y, 'rows before the code').toBeLessThan(code.y);
    });
  });

  test.describe('at 1920×1080', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test('projector at 1920×1080: the tree figure comes before its controls', async ({ page, open }) => {
      await open('?view=tree&projector=1');
      const figure = await page.locator('.tree__figure-host svg').boundingBox();
      const controls = await page.getByRole('combobox', { name: 'Tree' }).boundingBox();
      expect(figure.y, 'the figure is above the controls').toBeLessThan(controls.y);
      expect(figure.y, 'the figure starts on the first screen').toBeLessThan(1080);
    });
  });

  test.describe('at 1920×1080, the stepper', () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test('projector at 1920×1080: the stepper shows its code and lanes on the first screen, its setup one click away', async ({ page, open }) => {
      await open('?view=stepper&example=l2-1-two-paths&at=12&projector=1');
      const setup = page.getByText('Kernel, lanes and inputs');
      await expect(page.getByRole('combobox', { name: 'Example' }), 'the setup is folded away').toBeHidden();
      for (const [what, locator] of [['code', page.locator('.stepper__code-wrap').first()], ['lanes', page.locator('.stepper__lanes').first()]]) {
        const box = await locator.boundingBox();
        expect(box, `${what} drawn`).not.toBeNull();
        expect(box.y, `${what} starts on the first screen`).toBeLessThan(1080 - 100);
      }
      await setup.click();
      await expect(page.getByRole('combobox', { name: 'Example' }), 'one click opens it').toBeVisible();
      await page.keyboard.press('p');
      await expect(page.getByRole('combobox', { name: 'Example' }), 'out of projector mode the setup is open').toBeVisible();
    });
  });

  test('block-mode exports show the block, a title and the totals', async ({ page, open }) => {
    await open('?view=timeline&block=L5.1');
    const tl = new TimelinePage(page);
    const [download] = await Promise.all([page.waitForEvent('download'), tl.button('Download SVG').click()]);
    const svg = readFileSync(await download.path(), 'utf8');
    expect(svg, 'titled with the scenario').toContain('<title>L5.1');
    expect(svg, 'the totals are in the export').toContain('Σ issued (T_div per warp, added): 174 cycles');
    expect(svg, 'the block figure itself is in the export').toContain('id="block-figure"');
    const [single] = await Promise.all([page.waitForEvent('download'), (async () => { await open('?view=timeline'); await tl.button('Download SVG').click(); })()]);
    const one = readFileSync(await single.path(), 'utf8');
    expect(one, 'a single warp export carries its readouts').toContain('T_div: 40 cycles');
    expect(one, 'a single warp export carries its title').toContain('<title>L2.1');
  });

  test('the tree and the lab chart export their figure with a title and the readouts', async ({ page, open }) => {
    await open('?view=tree&preset=best');
    const [tree] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    const treeSvg = readFileSync(await tree.path(), 'utf8');
    expect(treeSvg.includes('<title>Nested if/else') || /<title>[^<]*Only p1 and p3/.test(treeSvg), `tree export titled: ${treeSvg.slice(0, 300)}`).toBe(true);
    expect(treeSvg, 'tree export carries T_div').toContain('T_div: 18 cycles');
    await open('?view=lab&p=0.5&n=32&seed=42');
    await expect(page.getByRole('button', { name: 'Download SVG', exact: true }), 'no export before the prediction').toHaveCount(0);
    await page.getByRole('button', { name: 'Skip prediction' }).click();
    const [lab] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    const labSvg = readFileSync(await lab.path(), 'utf8');
    expect(labSvg, 'lab export titled with its moments').toContain('<title>Binomial(n = 32, p = 0.5)');
    expect(labSvg, 'lab export carries its moments').toContain('Exact mean of k/n: 0.5');
  });

  test('projector at 1024×768: a stack entry\'s hex mask is never broken inside the number', async ({ page, open }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await open('?view=stepper&example=l2-1-two-paths&at=6&projector=1');
    const cells = page.getByTestId('stack').locator('td.mono');
    await expect(cells.first()).toContainText('0x');
    const lines = await cells.evaluateAll((tds) => tds.map((td) => {
      const text = td.firstChild;
      const end = text.textContent.indexOf(' ');
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, end < 0 ? text.textContent.length : end);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }));
    expect(lines.every((n) => n === 1), `lines per hex: ${lines}`).toBe(true);
  });

  test('the header\'s Projector mode button works on every view, says its state, and the link follows', async ({ page, open }) => {
    const body = () => page.evaluate(() => document.body.classList.contains('projector'));
    for (const view of ['home', 'timeline', 'stepper', 'ladder', 'reality']) {
      await open(`?view=${view}`);
      const toggle = page.getByRole('button', { name: 'Projector mode (P)' });
      await expect(toggle, `${view}: one toggle, off`).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect.poll(body, `${view}: projector after the button`).toBe(true);
      await expect(toggle, `${view}: pressed`).toHaveAttribute('aria-pressed', 'true');
      await expect(page, `${view}: the link carries it`).toHaveURL(/[?&]projector=1(&|$)/);
      await toggle.press('Enter');
      await expect.poll(body, `${view}: off again by keyboard`).toBe(false);
    }
    await open('?view=stepper&lang=hi-Latn');
    await expect(page.getByRole('button', { name: 'Projector wala mode (P)' }), 'Hinglish').toBeVisible();
  });

  test('P switches projector mode on every view, the link follows, and Back switches it off', async ({ page, open }) => {
    const body = () => page.evaluate(() => document.body.classList.contains('projector'));
    for (const view of ['home', 'learn', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about']) {
      await open(`?view=${view}`);
      await page.locator('h1').click();
      await page.keyboard.press('p');
      await expect.poll(body, `${view}: projector after P`).toBe(true);
      await expect(page, `${view}: the link carries it`).toHaveURL(/[?&]projector=1(&|$)/);
      await expect(page, `${view}: the view's own link kept`).toHaveURL(new RegExp(view === 'home' ? '' : `view=${view}`));
      await page.goBack();
      await expect.poll(body, `${view}: Back restores the palette`).toBe(false);
    }
    // Typing a p in a field is typing, not a shortcut.
    await open('?view=stepper');
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await page.locator('#stepper-source').press('p');
    expect(await body(), 'p typed into the source').toBe(false);
  });

  test('the focus ring takes each palette\'s own colour, bright on the projector\'s black', async ({ page, open }) => {
    for (const [link, colour] of [['?view=timeline', 'rgb(181, 0, 106)'], ['?view=timeline&projector=1', 'rgb(0, 229, 255)']]) {
      await open(link);
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement);
        return `${s.outlineStyle} ${s.outlineColor}`;
      });
      expect(ring, link).toBe(`solid ${colour}`);
    }
  });

  test('in projector mode on a laptop and a room screen, no readout spills out of its card', async ({ page, open }) => {
    const spills = [];
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 1080 });
      await open('?view=stepper&projector=1');
      const card = page.getByTestId('predicted-cycles').locator('xpath=..');
      await expect(card.locator('.readout__label'), 'the label names the model short').toHaveText(/^Predicted cycles: H200 model version \d+/);
      await expect(card.locator('.readout__label'), '…and leaves the runs to the explanation').not.toContainText('calibration runs');
      await card.locator('summary').click();
      await expect(card.locator('.readout__more p'), 'the explanation names the calibration runs').toContainText('This prediction: H200 model version');
      await expect(card.locator('.readout__more p')).toContainText('calibration runs');
      // A long label stretched every card of the row to its height.
      const heights = await page.locator('.readout__label').evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().height));
      expect(Math.max(...heights), `${width}: label heights ${heights}`).toBeLessThan(300);
      const over = await page.evaluate(() => [...document.querySelectorAll('.readout')]
        .filter((r) => r.scrollWidth > r.clientWidth + 1).map((r) => r.textContent.slice(0, 40)));
      if (over.length) spills.push(`${width}: ${over.join(' | ')}`);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (wider > 1) spills.push(`${width}: the page is ${wider} px too wide`);
    }
    expect(spills, 'readouts wider than their card').toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a wide figure says, in the page\'s language, that it scrolls sideways', async ({ page, open }) => {
      const hint = (selector) => page.locator(selector).evaluate((el) => getComputedStyle(el, '::before').content);
      for (const [link, selector, words] of [
        ['?view=tree', '.tree__figure-host', 'Scroll sideways to see the whole figure'],
        ['?view=reality&lang=hi-Latn', '.reality__chart-host', 'side mein scroll karo'],
        ['?view=tree', '.tree__figure-host', 'Scroll sideways'],
      ]) {
        await open(link);
        expect(await hint(selector), link).toContain(words);
      }
      // The timeline draws a phone-sized figure instead: it fits, so it says nothing.
      await open('?view=timeline');
      expect(await hint('.timeline__figure-host'), 'no hint on the timeline, which fits').toBe('none');
      await open('?view=tree');
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await hint('.tree__figure-host'), 'no hint where the figure fits').toBe('none');
    });

    test('no page-level sideways scrolling at 390 px on any view', async ({ page, open }) => {
      const wide = [];
      // In both palettes: projector text is larger, and a teacher may open a projector link on a phone.
      for (const view of ['home', 'learn', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about']) {
        for (const projector of ['', '&projector=1']) {
          await open(`?view=${view}${projector}`);
          await page.waitForTimeout(150);
          const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (over > 1) wide.push(`${view}${projector}: ${over} px too wide`);
        }
      }
      await open('?view=tree&panel=loop');
      const loop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (loop > 1) wide.push(`loop panel: ${loop} px too wide`);
      expect(wide, 'views wider than the phone').toEqual([]);
      // The view links are one row that scrolls sideways, so the header leaves the phone's screen to the view.
      await open('?view=stepper');
      const header = await page.locator('header.shell__header').boundingBox();
      expect(header.height, 'a slim header on a phone').toBeLessThan(150);
      await expect(page.getByRole('link', { name: 'Warp stepper' }), 'the page\'s own link is in view').toBeInViewport();
      await page.getByRole('link', { name: 'About' }).focus();
      await expect(page.getByRole('link', { name: 'About' }), 'the last view link scrolls into reach').toBeInViewport();
      // Figures keep readable text on a phone: they scroll inside their own box instead of shrinking.
      const small = [];
      for (const query of ['?view=timeline', '?view=timeline&block=L5.1', '?view=tree', '?view=lab', '?view=layouts', '?view=layouts&warp=64', '?view=reality']) {
        await open(query);
        if (query.includes('lab')) await page.getByRole('button', { name: 'Skip prediction' }).click();
        await page.waitForTimeout(150);
        for (const svg of await page.locator('main svg[id]').all()) {
          const px = await smallestText(svg);
          if (px < 12) small.push(`${query} ${await svg.getAttribute('id')}: ${px.toFixed(1)} px`);
        }
      }
      expect(small, 'figure text under 12 px on a phone').toEqual([]);
    });
  });
});

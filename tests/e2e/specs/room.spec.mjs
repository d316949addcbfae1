// In the room (issue 13 items 5, 6 and 10): projector mode puts a readable figure first, exports say what
// they show, and a phone gets no page-level sideways scrolling.
import { readFileSync } from 'node:fs';
import { check, eventually, expectText } from '../lib.mjs';
import { TimelinePage } from '../pages/timeline.mjs';

/** The smallest rendered text size in an SVG figure, in CSS pixels. */
const smallestText = (locator) => locator.evaluate((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
});

export const tests = [
  {
    name: 'projector at 1024×768: the figure is above the fold, its text ≥ 20 px, the caption names the preset',
    context: { viewport: { width: 1024, height: 768 } },
    async run(t) {
      await t.open('?view=timeline&projector=1');
      const tl = new TimelinePage(t.page);
      const box = await tl.figure().boundingBox();
      check(box && box.y < 300 && box.y + box.height <= 768 + 1, `figure on the first screen: ${JSON.stringify(box)}`);
      const px = await smallestText(tl.figure());
      check(px >= 20, `figure text ≥ 20 px at 1024×768 (${px.toFixed(1)} px)`);
      await expectText(t.page.getByTestId('scenario-caption'), /^L2\.1/, 'the caption names the loaded preset');
      await t.page.locator('h1').click();
      await t.page.keyboard.press(']');
      const caption = await t.page.getByTestId('scenario-caption').textContent();
      const selected = await tl.preset().evaluate((s) => s.options[s.selectedIndex].text);
      check(caption === selected && caption !== 'Custom', `the preset box and the caption agree after ]: ${caption} / ${selected}`);
    },
  },
  {
    name: 'projector at 1920×1080: the tree figure comes before its controls',
    context: { viewport: { width: 1920, height: 1080 } },
    async run(t) {
      await t.open('?view=tree&projector=1');
      const figure = await t.page.locator('.tree__figure-host svg').boundingBox();
      const controls = await t.page.getByRole('combobox', { name: 'Tree' }).boundingBox();
      check(figure.y < controls.y, `figure (${figure.y}) above the controls (${controls.y})`);
      check(figure.y < 1080, 'the figure starts on the first screen');
    },
  },
  {
    name: 'block-mode exports show the block, a title and the totals',
    async run(t) {
      await t.open('?view=timeline&block=L5.1');
      const tl = new TimelinePage(t.page);
      const [download] = await Promise.all([t.page.waitForEvent('download'), tl.button('Download SVG').click()]);
      const svg = readFileSync(await download.path(), 'utf8');
      check(svg.includes('<title>L5.1'), 'titled with the scenario');
      check(svg.includes('Σ issued (T_div per warp, added): 174 cycles'), 'the totals are in the export');
      check(svg.includes('id="block-figure"'), 'the block figure itself is in the export');
      const [single] = await Promise.all([t.page.waitForEvent('download'), (async () => { await t.open('?view=timeline'); await tl.button('Download SVG').click(); })()]);
      const one = readFileSync(await single.path(), 'utf8');
      check(one.includes('T_div: 40 cycles') && one.includes('<title>L2.1'), 'a single warp export carries its readouts and title');
    },
  },
  {
    name: 'the tree and the lab chart export their figure with a title and the readouts',
    async run(t) {
      await t.open('?view=tree&preset=best');
      const [tree] = await Promise.all([t.page.waitForEvent('download'), t.page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
      const treeSvg = readFileSync(await tree.path(), 'utf8');
      check(treeSvg.includes('<title>Nested if/else') || /<title>[^<]*Best arranged/.test(treeSvg), `tree export titled: ${treeSvg.slice(0, 300)}`);
      check(treeSvg.includes('T_div: 18 cycles'), 'tree export carries T_div');
      await t.open('?view=lab&p=0.5&n=32&seed=42');
      check((await t.page.getByRole('button', { name: 'Download SVG', exact: true }).count()) === 0, 'no export before the prediction');
      await t.page.getByRole('button', { name: 'Skip prediction' }).click();
      const [lab] = await Promise.all([t.page.waitForEvent('download'), t.page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
      const labSvg = readFileSync(await lab.path(), 'utf8');
      check(labSvg.includes('<title>Binomial(n = 32, p = 0.5)') && labSvg.includes('Exact mean of k/n: 0.5'), 'lab export titled with its moments');
    },
  },
  {
    name: 'no page-level sideways scrolling at 390 px on any view',
    context: { viewport: { width: 390, height: 844 } },
    async run(t) {
      const wide = [];
      for (const view of ['home', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'about']) {
        await t.open(`?view=${view}`);
        await t.page.waitForTimeout(150);
        const over = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 1) wide.push(`${view}: ${over} px too wide`);
      }
      await t.open('?view=tree&panel=loop');
      const loop = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (loop > 1) wide.push(`loop panel: ${loop} px too wide`);
      check(wide.length === 0, wide.join('; '));
      // Figures keep readable text on a phone: they scroll inside their own box instead of shrinking.
      const small = [];
      for (const query of ['?view=timeline', '?view=timeline&block=L5.1', '?view=tree', '?view=lab', '?view=layouts', '?view=layouts&warp=64', '?view=reality']) {
        await t.open(query);
        if (query.includes('lab')) await t.page.getByRole('button', { name: 'Skip prediction' }).click();
        await t.page.waitForTimeout(150);
        for (const svg of await t.page.locator('main svg[id]').all()) {
          const px = await smallestText(svg);
          if (px < 12) small.push(`${query} ${await svg.getAttribute('id')}: ${px.toFixed(1)} px`);
        }
      }
      check(small.length === 0, `figure text under 12 px on a phone: ${small.join('; ')}`);
    },
  },
];

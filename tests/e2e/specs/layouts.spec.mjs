// Layouts lab (issue 18): every layout, the partial warp, the exact overlays, coalescing, refusals, links.
import { check, eventually, expectAccessible, expectText } from '../lib.mjs';
import { LayoutsPage } from '../pages/layouts.mjs';

// layout key → what its histogram must show for n = 64, p = 0.5, warp 32 (run 4 where used).
const LAYOUTS = [
  ['sorted', { warps: '2', divergent: /^0 /, cycles: '32' }],
  ['alternating', { warps: '2', divergent: /^2 /, cycles: '64' }],
  ['independent', { warps: '2', divergent: /^2 /, cycles: '64' }],
  ['runs', { warps: '2', divergent: /^\d /, cycles: /^\d+$/ }],
  ['clustered', { warps: '2', divergent: /^\d /, cycles: /^\d+$/ }],
  ['shuffled', { warps: '2', divergent: /^\d /, cycles: /^\d+$/ }],
];

export const tests = [
  {
    name: 'the issue link opens the runs layout with its readouts, histogram and strip',
    async run(t) {
      await t.open('?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12');
      const lab = new LayoutsPage(t.page);
      await expectText(lab.readout('warps'), '128', '4096 labels fill 128 warps');
      await expectText(lab.readout('divergent-warps'), /^\d+ \(\d+\.\d%\)$/, 'divergent warps, number first');
      check(await lab.layout().inputValue() === 'runs', 'runs layout chosen');
      await lab.histogram().waitFor();
      check(await t.page.locator('svg#layouts-histogram .layouts__exact').count() > 0, 'the exact Markov-chain overlay is drawn');
      check(await t.page.locator('svg#layouts-histogram .layouts__reference').count() > 0, 'the independent reference is drawn');
      await expectText(lab.strip().locator('text').first(), 'W0', 'the strip starts at warp 0');
      await t.page.getByText('The histogram as a table').click();
      await expectText(t.page.locator('.layouts__table caption').first(), 'Full warps by number of true lanes', 'the table opens');
      await expectAccessible(t.page, 'layouts');
    },
  },
  {
    name: 'each layout prices its warps: sorted is uniform, alternating splits every warp',
    async run(t) {
      await t.open('?view=layouts&n=64&p=0.5&run=4&a=20&b=12&seed=3');
      const lab = new LayoutsPage(t.page);
      for (const [key, want] of LAYOUTS) {
        await lab.layout().selectOption(key);
        await eventually(() => lab.param('layout'), key, `link names ${key}`);
        await expectText(lab.readout('warps'), want.warps, `${key}: warps`);
        await expectText(lab.readout('divergent-warps'), want.divergent, `${key}: divergent warps`);
        await expectText(lab.readout('layout-cycles'), want.cycles, `${key}: issue cycles`);
      }
      // Sorted at 32 + 32 labels: one warp all true (20 cycles) and one all false (12).
      await lab.layout().selectOption('sorted');
      await expectText(lab.readout('block-efficiency'), '100.0%', 'sorted warps never diverge');
      await expectText(lab.readout('vs-independent'), /^−\d+ cycles \(\d+\.\d% fewer\)$/, 'sorted beats independent labels');
    },
  },
  {
    name: 'a partial final warp of one lane is shown and priced as such',
    async run(t) {
      await t.open('?view=layouts&n=33&p=1&layout=sorted&a=20&b=12');
      const lab = new LayoutsPage(t.page);
      await expectText(lab.readout('warps'), '2 (the last has 1 of 32 lanes)', 'two warps, the last partial');
      await expectText(lab.readout('layout-cycles'), '40', 'both warps pay path A only');
      await expectText(lab.strip().locator('text').last(), '1/1 uniform', 'the partial warp row');
      await lab.width().selectOption('64');
      await expectText(lab.readout('warps'), '1 (the last has 33 of 64 lanes)', 'at 64 lanes one partial warp');
    },
  },
  {
    name: 'coalescing: partitioning wins with cheap sectors and loses with dear ones',
    async run(t) {
      await t.open('?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12&sector=0');
      const lab = new LayoutsPage(t.page);
      await expectText(lab.verdict(), /^The reorder wins/, 'free sectors: the reorder wins');
      await lab.sector().fill('40');
      await expectText(lab.verdict(), /^The reorder loses/, 'dear sectors: the reorder loses');
      await eventually(() => lab.param('sector'), '40', 'sector cost in the link');
      await expectText(t.page.locator('.layouts__coalescing table tbody tr').first(), /^As laid out/, 'before row');
      await expectText(t.page.locator('.layouts__model-note'), /This is a model, not a measurement/, 'the model says what it is');
    },
  },
  {
    name: 'bad values are refused at the field and the last picture stays',
    async run(t) {
      await t.open('?view=layouts&n=4096&p=0.5&layout=runs&run=8');
      const lab = new LayoutsPage(t.page);
      await expectText(lab.readout('warps'), '128', 'start');
      await lab.n().fill('0');
      await expectText(lab.error('layouts-n'), /at least 1/, 'n too small');
      await lab.n().fill('1000001');
      await expectText(lab.error('layouts-n'), /1,000,000/, 'n too large');
      await lab.p().fill('1.5');
      await expectText(lab.error('layouts-p'), /between 0 and 1/, 'p out of range');
      await lab.p().fill('0.02');
      await expectText(lab.error('layouts-p'), /at least 25/, 'runs too short for this p');
      await lab.run().fill('0');
      await expectText(lab.error('layouts-run'), /at least 1/, 'run 0');
      await lab.a().fill('x');
      await expectText(lab.error('layouts-a'), /.+/, 'a not a number');
      await expectText(lab.readout('warps'), '128', 'the last valid picture stays');
      check(lab.param('n') === '4096' && lab.param('p') === '0.5' && lab.param('run') === '8', `link unchanged: ${t.page.url()}`);
    },
  },
  {
    name: 'a link restores every setting; a bad part is named and the rest kept',
    async run(t) {
      const link = '?view=layouts&n=1000&p=0.3&layout=clustered&run=16&seed=7&warp=64&a=5&b=9&sector=3';
      await t.open(link);
      const lab = new LayoutsPage(t.page);
      check(await lab.n().inputValue() === '1000' && await lab.p().inputValue() === '0.3', 'n and p restored');
      check(await lab.layout().inputValue() === 'clustered' && await lab.width().inputValue() === '64', 'layout and width restored');
      check(await lab.a().inputValue() === '5' && await lab.sector().inputValue() === '3', 'a and sector restored');
      await expectText(lab.readout('warps'), '16 (the last has 40 of 64 lanes)', 'warps of 1000 labels at 64');
      await t.open('?view=layouts&n=abc&layout=zigzag&p=0.25&seed=9');
      await expectText(t.page.getByRole('alert').or(t.page.locator('.notices')).first(), /n|layout/, 'notice');
      const text = await t.page.locator('main').innerText();
      check(text.includes('zigzag') && text.includes('"abc"'), 'both bad parts are named');
      check(await lab.p().inputValue() === '0.25' && await lab.seed().inputValue() === '9', 'the rest of the link is kept');
    },
  },
  {
    name: 'New seed draws a new dataset; sorted and alternating take none',
    async run(t) {
      await t.open('?view=layouts&layout=independent&seed=1');
      const lab = new LayoutsPage(t.page);
      await lab.button('New seed').click();
      await eventually(() => lab.param('seed') !== '1', true, 'a new seed in the link');
      await lab.layout().selectOption('sorted');
      check(await lab.button('New seed').isDisabled(), 'no seed for the sorted layout');
      await lab.pSlider().fill('30');
      await eventually(() => lab.param('p'), '0.3', 'the slider sets p');
    },
  },
  {
    name: 'the sampling lab links here, and back',
    async run(t) {
      await t.open('?view=lab&p=0.25&n=32&seed=5');
      await t.page.getByRole('link', { name: 'What if the labels are not independent? The layouts lab' }).click();
      await t.page.waitForURL((u) => u.searchParams.get('view') === 'layouts');
      const lab = new LayoutsPage(t.page);
      check(lab.param('p') === '0.25' && lab.param('layout') === 'runs' && lab.param('seed') === '5', `carried over: ${t.page.url()}`);
      await t.page.getByRole('link', { name: 'the sampling lab' }).click();
      await t.page.waitForURL((u) => u.searchParams.get('view') === 'lab');
    },
  },
];

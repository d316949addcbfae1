// Layouts lab (issue 18): every layout, the partial warp, the exact overlays, coalescing, refusals, links.
import { test, expect, expectAccessible } from '../fixtures.mjs';
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

test.describe('layouts', () => {
  test('the issue link opens the runs layout with its readouts, histogram and strip', async ({ page, open }) => {
    await open('?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12');
    const lab = new LayoutsPage(page);
    await expect(lab.readout('warps'), '4096 labels fill 128 warps').toHaveText('128');
    await expect(lab.readout('divergent-warps'), 'divergent warps, number first').toHaveText(/^\d+ \(\d+\.\d%\)$/);
    await expect(lab.layout(), 'runs layout chosen').toHaveValue('runs');
    await expect(lab.histogram()).toBeVisible();
    await expect(page.locator('svg#layouts-histogram .layouts__exact').first(), 'the exact Markov-chain overlay is drawn').toBeAttached();
    await expect(page.locator('svg#layouts-histogram .layouts__reference').first(), 'the independent reference is drawn').toBeAttached();
    await expect(lab.strip().locator('text').first(), 'the strip starts at warp 0').toHaveText('W0');
    await page.getByText('The histogram as a table').click();
    await expect(page.locator('.layouts__table caption').first(), 'the table opens').toHaveText('Full warps by number of true lanes');
    await expectAccessible(page, 'layouts');
  });

  test('in Hinglish the histogram, the strip, both tables and the verdict are Hinglish, the numbers unchanged', async ({ page, open }) => {
    const link = '?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12';
    await open(link);
    const lab = new LayoutsPage(page);
    const verdict = (await lab.verdict().textContent()).match(/\d[\d,]*/)[0];
    await open(`${link}&lang=hi-Latn`);
    await expect(page.locator('svg#layouts-histogram'), 'the legend').toContainText('is dataset ke warps');
    await expect(page.locator('svg#layouts-histogram'), 'the exact overlay').toContainText('is Markov chain ke liye exact');
    await expect(lab.strip(), 'each row says whether it diverges').toContainText(/diverge karta hai|uniform hai/);
    await page.getByText('Histogram, table ki shakal mein').click();
    const captions = page.locator('.layouts__table caption');
    await expect(captions.filter({ hasText: /^True lanes ki ginti ke hisaab se poore warps$/ }), 'the histogram table').toHaveCount(1);
    await expect(captions.filter({ hasText: /^Labels ko partition karne se pehle aur baad/ }), 'the coalescing table').toHaveCount(1);
    await expect(lab.verdict(), 'the verdict, same number').toHaveText(new RegExp(`^Reorder (jeet-ta|haarta) hai: is model mein ${verdict} cycles`));
  });

  test('each layout prices its warps: sorted is uniform, alternating splits every warp', async ({ page, open }) => {
    await open('?view=layouts&n=64&p=0.5&run=4&a=20&b=12&seed=3');
    const lab = new LayoutsPage(page);
    for (const [key, want] of LAYOUTS) {
      await lab.layout().selectOption(key);
      await expect.poll(() => lab.param('layout'), `link names ${key}`).toBe(key);
      await expect(lab.readout('warps'), `${key}: warps`).toHaveText(want.warps);
      await expect(lab.readout('divergent-warps'), `${key}: divergent warps`).toHaveText(want.divergent);
      await expect(lab.readout('layout-cycles'), `${key}: issue cycles`).toHaveText(want.cycles);
    }
    // Sorted at 32 + 32 labels: one warp all true (20 cycles) and one all false (12).
    await lab.layout().selectOption('sorted');
    await expect(lab.readout('block-efficiency'), 'sorted warps never diverge').toHaveText('100.0%');
    await expect(lab.readout('vs-independent'), 'sorted beats independent labels').toHaveText(/^\d+ cycles fewer \(\d+\.\d% less\)$/);
  });

  test('a partial final warp of one lane is shown and priced as such', async ({ page, open }) => {
    await open('?view=layouts&n=33&p=1&layout=sorted&a=20&b=12');
    const lab = new LayoutsPage(page);
    await expect(lab.readout('warps'), 'two warps, the last partial').toHaveText('2 (the last has 1 of 32 lanes)');
    await expect(lab.readout('layout-cycles'), 'both warps pay path A only').toHaveText('40');
    await expect(lab.strip().locator('text').last(), 'the partial warp row').toHaveText('1/1 uniform');
    await lab.width().selectOption('64');
    await expect(lab.readout('warps'), 'at 64 lanes one partial warp').toHaveText('1 (the last has 33 of 64 lanes)');
  });

  test('coalescing: partitioning wins with cheap sectors and loses with dear ones', async ({ page, open }) => {
    await open('?view=layouts&n=4096&p=0.5&layout=runs&run=8&seed=42&warp=32&a=20&b=12&sector=0');
    const lab = new LayoutsPage(page);
    await expect(lab.verdict(), 'free sectors: the reorder wins').toHaveText(/^The reorder wins/);
    await lab.sector().fill('40');
    await expect(lab.verdict(), 'dear sectors: the reorder loses').toHaveText(/^The reorder loses/);
    await expect.poll(() => lab.param('sector'), 'sector cost in the link').toBe('40');
    await expect(page.locator('.layouts__coalescing table tbody tr').first(), 'before row').toHaveText(/^As laid out/);
    await expect(page.locator('.layouts__model-note'), 'the model says what it is').toHaveText(/This is a model, not a measurement/);
  });

  test('bad values are refused at the field and the last picture stays', async ({ page, open }) => {
    await open('?view=layouts&n=4096&p=0.5&layout=runs&run=8');
    const lab = new LayoutsPage(page);
    await expect(lab.readout('warps'), 'start').toHaveText('128');
    await lab.n().fill('0');
    await expect(lab.error('layouts-n'), 'n too small').toHaveText(/at least 1/);
    await lab.n().fill('1000001');
    await expect(lab.error('layouts-n'), 'n too large').toHaveText(/1,000,000/);
    await lab.p().fill('1.5');
    await expect(lab.error('layouts-p'), 'p out of range').toHaveText(/between 0 and 1/);
    await lab.p().fill('0.02');
    await expect(lab.error('layouts-p'), 'runs too short for this p').toHaveText(/at least 25/);
    await lab.run().fill('0');
    await expect(lab.error('layouts-run'), 'run 0').toHaveText(/at least 1/);
    await lab.a().fill('x');
    await expect(lab.error('layouts-a'), 'a not a number').toHaveText(/.+/);
    await expect(lab.readout('warps'), 'the last valid picture stays').toHaveText('128');
    expect([lab.param('n'), lab.param('p'), lab.param('run')], `link unchanged: ${page.url()}`).toEqual(['4096', '0.5', '8']);
  });

  test('a link restores every setting; a bad part is named and the rest kept', async ({ page, open }) => {
    await open('?view=layouts&n=1000&p=0.3&layout=clustered&run=16&seed=7&warp=64&a=5&b=9&sector=3');
    const lab = new LayoutsPage(page);
    await expect(lab.n(), 'n restored').toHaveValue('1000');
    await expect(lab.p(), 'p restored').toHaveValue('0.3');
    await expect(lab.layout(), 'layout restored').toHaveValue('clustered');
    await expect(lab.width(), 'width restored').toHaveValue('64');
    await expect(lab.a(), 'a restored').toHaveValue('5');
    await expect(lab.sector(), 'sector restored').toHaveValue('3');
    await expect(lab.readout('warps'), 'warps of 1000 labels at 64').toHaveText('16 (the last has 40 of 64 lanes)');
    await open('?view=layouts&n=abc&layout=zigzag&p=0.25&seed=9');
    await expect(page.getByRole('alert').or(page.locator('.notices')).first(), 'notice').toHaveText(/n|layout/);
    await expect(page.locator('main'), 'the bad layout is named').toContainText('zigzag', { useInnerText: true });
    await expect(page.locator('main'), 'the bad n is named').toContainText('"abc"', { useInnerText: true });
    await expect(lab.p(), 'the rest of the link is kept: p').toHaveValue('0.25');
    await expect(lab.seed(), 'the rest of the link is kept: seed').toHaveValue('9');
  });

  test('New seed draws a new dataset; sorted and alternating take none', async ({ page, open }) => {
    await open('?view=layouts&layout=independent&seed=1');
    const lab = new LayoutsPage(page);
    await lab.button('New seed').click();
    await expect.poll(() => lab.param('seed'), 'a new seed in the link').not.toBe('1');
    await lab.layout().selectOption('sorted');
    await expect(lab.button('New seed'), 'no seed for the sorted layout').toBeDisabled();
    await lab.pSlider().fill('30');
    await expect.poll(() => lab.param('p'), 'the slider sets p').toBe('0.3');
  });

  test('the sampling lab links here, and back', async ({ page, open }) => {
    await open('?view=lab&p=0.25&n=32&seed=5');
    await page.getByRole('link', { name: 'What if the labels are not independent? The layouts lab' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'layouts');
    const lab = new LayoutsPage(page);
    expect([lab.param('p'), lab.param('layout'), lab.param('seed')], `carried over: ${page.url()}`).toEqual(['0.25', 'runs', '5']);
    await page.getByRole('link', { name: 'the sampling lab' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'lab');
  });
});

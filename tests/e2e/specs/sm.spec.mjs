// Many warps on one SM (issue 36): the warps control, its link, the cycles and regime readouts, the schedulers' figure.
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { StepperPage } from '../pages/stepper.mjs';
import { SmPanel } from '../pages/sm.mjs';

test.describe('SM panel', () => {
  test('one warp shows the stepper\'s own cycles; more warps change the readouts and the link', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&run=nvcc');
    const s = new StepperPage(page);
    const sm = new SmPanel(page);
    await s.button('Run to end').click();
    const stepper = (await s.readout('predicted-cycles').textContent()).match(/[\d,]+/)[0];
    await expect(sm.warps(), 'one warp by default').toHaveValue('1');
    await expect(sm.cycles(), 'one warp alone = the stepper').toHaveText(stepper);
    await expect(sm.regime()).toHaveText(/^latency-bound: schedulers busy [\d.]+% of their cycles$/);
    await expect(page.getByTestId('sm-calibration'), 'where the issue cycles come from').toHaveText(/^Measured on an H200 SM \(calibration run 20261205T\d+Z-sm\): a work op takes 2\.4 scheduler cycles to issue, and each warp issues 38 more around its kernel/);
    await sm.setWarps(32);
    await expect(page, 'the link holds the warps').toHaveURL(/warps=32/);
    await expect(sm.cycles(), 'more warps, more cycles').not.toHaveText(stepper);
    await expect(sm.regime()).toHaveText(/^issue-bound: schedulers busy [\d.]+% of their cycles$/);
    await expect(sm.figure().locator('svg'), 'the figure names itself').toHaveAttribute('aria-label', "The four schedulers' issue slots over time");
    await expect(sm.figure().locator('desc'), 'text alternative').toContainText('32 warps on four schedulers finish after');
    await expect(sm.figure().locator('.sm-divergent').first(), 'divergent paths marked').toBeAttached();
  });

  test('a link with warps opens with them; a bad value is named and the rest of the link kept', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&warps=12');
    const sm = new SmPanel(page);
    await expect(sm.warps()).toHaveValue('12');
    const twelve = await sm.cycles().textContent();
    await page.goto(page.url());
    await expect(sm.cycles(), 'the same after a reload').toHaveText(twelve);
  });

  test('warps=99 is named and the rest of the link still applies', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&warps=99&mode=toy');
    await expect(page.getByText(/an SM holds 1 to 64 warps/)).toBeVisible();
    await expect(new StepperPage(page).mode(), 'the rest of the link applies').toHaveValue('toy');
    await expect(page.getByTestId('sm-none'), 'toy mode has no SM run').toContainText('full mode');
  });

  test('a kernel that does not compile is said in Hinglish in the SM panel too', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&warps=4&lang=hi-Latn');
    await page.getByText('Kernel edit karo (CUDA C paste karo)').click();
    await page.getByRole('textbox', { name: 'Kernel ka source' }).fill('if (laneid < 8) {\n  work(1);\n} else {\n  $\n}\n');
    await expect(page.getByTestId('sm-none'), 'the compiler\'s sentence in Hinglish').toContainText("line 4, column 3: character '$' yahan nahi chalta");
    await expect(page.getByTestId('sm-none')).not.toContainText('unexpected character');
  });

  test('Hinglish and projector mode stay accessible', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&warps=8');
    await expect(new SmPanel(page).figure().locator('svg')).toBeAttached();
    await expectAccessible(page, 'stepper with the SM panel');
    await open('?view=stepper&example=l2-1-two-paths&warps=8&lang=hi-Latn&projector=1');
    await expect(page.getByRole('slider', { name: 'SM par warps' })).toHaveValue('8');
    await expect(page.getByTestId('regime')).toHaveText(/(latency|issue)-bound: schedulers apne/);
    await expectAccessible(page, 'stepper with the SM panel, Hinglish, projector');
  });

  test('projector at 1024×768 in both languages: the figure spans the panel, no text of it overlaps another, the heading is not smaller than its text', async ({ page, open }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const lang of ['en', 'hi-Latn']) {
      for (const warps of [8, 32]) {
        await open(`?view=stepper&example=l2-1-two-paths&warps=${warps}&projector=1&lang=${lang}`);
        const sm = new SmPanel(page);
        const svg = sm.figure().locator('svg');
        await expect(svg).toBeAttached();
        const layout = await page.evaluate(() => {
          const panel = document.querySelector('[data-testid=sm-panel]');
          const svg = panel.querySelector('[data-testid=sm-figure] svg');
          const texts = [...svg.querySelectorAll('text')].filter((t) => !t.closest('.sm-slot')).map((t) => {
            const r = t.getBoundingClientRect();
            return { text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          });
          const overlaps = [];
          for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
            const [a, b] = [texts[i], texts[j]];
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 1 && y > 1) overlaps.push(`${a.text} × ${b.text}`);
          }
          // The scheduler labels end before the plot's first block.
          const plot = Math.min(...[...svg.querySelectorAll('.sm-slot rect')].map((r) => r.getBoundingClientRect().left));
          const labels = texts.filter((t) => /^Scheduler \d$/.test(t.text)).map((t) => t.right);
          const size = (el) => parseFloat(getComputedStyle(el).fontSize);
          return {
            share: svg.getBoundingClientRect().width / panel.getBoundingClientRect().width,
            overlaps,
            labelsEnd: Math.max(...labels),
            plot,
            heading: size(panel.querySelector('h2')),
            body: Math.max(...[...panel.querySelectorAll('p')].map(size)),
            smallestText: Math.min(...texts.map((t) => t.bottom - t.top)),
          };
        });
        const at = `${lang}, ${warps} warps`;
        expect(layout.share, `${at}: the figure spans the panel`).toBeGreaterThan(0.95);
        expect(layout.overlaps, `${at}: figure texts overlapping`).toEqual([]);
        expect(layout.labelsEnd, `${at}: scheduler labels end before the plot`).toBeLessThanOrEqual(layout.plot);
        expect(layout.heading, `${at}: heading at least its text's size`).toBeGreaterThanOrEqual(layout.body);
        expect(layout.smallestText, `${at}: figure text readable from the back`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  test('Learn\'s regime topic has the same warps slider on its example', async ({ page, open }) => {
    await open('?view=learn&topic=regime');
    const sm = new SmPanel(page);
    await expect(sm.warps()).toHaveValue('1');
    await expect(sm.regime()).toHaveText(/^latency-bound/);
    const one = await sm.cycles().textContent();
    await sm.setWarps(16);
    await expect(sm.cycles(), 'readout follows the slider').not.toHaveText(one);
    await expect(sm.regime()).toHaveText(/^issue-bound/);
    await expectAccessible(page, 'learn regime topic with the SM panel');
  });
});

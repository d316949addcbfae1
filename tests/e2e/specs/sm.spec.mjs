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

  test('Hinglish and projector mode stay accessible', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&warps=8');
    await expect(new SmPanel(page).figure().locator('svg')).toBeAttached();
    await expectAccessible(page, 'stepper with the SM panel');
    await open('?view=stepper&example=l2-1-two-paths&warps=8&lang=hi-Latn&projector=1');
    await expect(page.getByRole('slider', { name: 'SM par warps' })).toHaveValue('8');
    await expect(page.getByTestId('regime')).toHaveText(/(latency|issue)-bound: schedulers apne/);
    await expectAccessible(page, 'stepper with the SM panel, Hinglish, projector');
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

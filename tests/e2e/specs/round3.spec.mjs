// Experience round 3 (issue #33): exports that have nothing to draw, the lab's ⓘ before the reveal, the
// timeline's stepper link with no takers.
import { test, expect } from '../fixtures.mjs';
import { StepperPage } from '../pages/stepper.mjs';

test.describe('round 3', () => {
  test('a kernel that does not compile saves no SVG and says why', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await new StepperPage(page).source().fill('int x = ;\n');
    let downloads = 0;
    page.on('download', () => { downloads += 1; });
    await page.getByRole('button', { name: 'Download SVG', exact: true }).click();
    await expect(page.locator('.export__status')).toHaveText(/^Nothing to download: there is no figure to draw until the kernel compiles/);
    await page.waitForTimeout(300);
    expect(downloads, 'no file saved').toBe(0);
  });

  test("the lab's ⓘ keeps the exact mean and variance back until the prediction is committed", async ({ page, open }) => {
    for (const lang of ['', '&lang=hi-Latn']) {
      await open(`?view=lab&p=0.5&n=32${lang}`);
      for (const id of ['lab-mean', 'lab-variance']) {
        const readout = page.locator('.readout', { has: page.getByTestId(id) });
        await readout.locator('summary').click();
        const explanation = page.locator(`#explain-${id}`);
        await expect(explanation).toBeVisible();
        await expect(explanation, `${id}${lang}: no formula`).not.toContainText('p(1');
        await expect(explanation, `${id}${lang}: no value`).not.toContainText(/is p\.|p hai/);
      }
    }
  });

  test('the timeline with no takers opens in the stepper without a notice', async ({ page, open }) => {
    await open('?view=timeline&paths=15x0,25x0');
    const link = page.getByRole('link', { name: 'Open in the warp stepper' });
    await link.click();
    await expect(page).toHaveURL(/view=stepper/);
    await expect(page.getByTestId('active-mask')).toHaveText(/^\s*32 of 32 lanes active/);
    await expect(page.getByTestId('notices'), 'the link reads whole').toHaveCount(0);
  });

  test('a pasted two-way branch shows the mask split by default, and nvcc\'s predicated run one click away', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const s = new StepperPage(page);
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await s.source().fill('int idx = threadIdx.x;\nif (idx < 16) {\n  work(2);\n} else {\n  work(3);\n}\n');
    const mask = page.getByTestId('active-mask');
    let split = false;
    let deepest = 0;
    for (let i = 0; i < 20 && !(await s.button('Step').isDisabled()); i++) {
      await s.button('Step').click();
      if (/^\s*16 of 32 lanes active/.test(await mask.textContent())) split = true;
      deepest = Math.max(deepest, await page.getByTestId('stack').locator('tbody tr th').count());
    }
    expect(split, 'each path runs under its half of the mask').toBe(true);
    expect(deepest, 'the stack pushed an entry').toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('both-runs'), 'both runs priced').toHaveText(/^Whole run: \d+ cycles for the mechanism, \d+ cycles as nvcc -O3 compiles it\.$/);
    await expect(page.locator('.stepper__branches li').first()).toContainText('nvcc -O3 would predicate this branch: both sides issue for all 32 launched lanes, no stack entry.');
    await page.getByRole('radio', { name: /^As nvcc -O3 compiles it/ }).check();
    await expect(page).toHaveURL(/run=nvcc/);
    await s.button('Run to end').click();
    await expect(mask, 'predicated: every lane issues').toHaveText(/^\s*(32 of 32 lanes active|0 of 32)/);
    // The slot reached is written to the link. The switch to nvcc's run and the run share one history entry when
    // they come in one burst, and get one each when the run comes later (LinkHistory's rule; a loaded machine is
    // slower than a burst): Back, once or twice, returns to the mechanism.
    await expect(page).toHaveURL(/[?&]at=[1-9]/);
    const ran = page.url();
    await page.goBack();
    await expect(page, 'Back leaves the run').not.toHaveURL(ran);
    if (/[?&]run=nvcc/.test(page.url())) {
      await expect(page.getByRole('radio', { name: /^As nvcc -O3 compiles it/ }), 'the run had an entry of its own').toBeChecked();
      await page.goBack();
    }
    await expect(page.getByRole('radio', { name: /^The SIMT mechanism/ }), 'Back returns to the mechanism').toBeChecked();
  });

  test('the predicted cycles come with the model\'s measured error and what in the kernel it never measured', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    await expect(page.getByTestId('error-band')).toHaveText(/newest pre-registered round \(round \d+, model version \d+, measured on an NVIDIA H\d+[^)]*\): median [\d.]+%, at most [\d.]+% off in cycles/);
    await expect(page.getByTestId('outside-calibration')).toHaveText('Every construct in this kernel is inside the calibration.');
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await new StepperPage(page).source().fill('int x = data[(laneid + 1) % 32];\nwork(4);\n');
    await expect(page.getByTestId('outside-calibration')).toContainText('line 1: load priced as an L1 hit');
    await new StepperPage(page).mode().selectOption('toy');
    await expect(page.getByTestId('model-scope'), 'toy costs are a count, not the H200 model').toHaveCount(0);
  });
});

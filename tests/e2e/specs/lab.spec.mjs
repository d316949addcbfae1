// Sampling lab: the seed's walk-through by keyboard, predict-first, exact table, refusals, links.
import { test, expect } from '../fixtures.mjs';
import { tabTo } from '../lib.mjs';
import { LabPage } from '../pages/lab.mjs';
import { Shell } from '../pages/shell.mjs';

test.describe('lab', () => {
  test("seed 004's walk-through works by keyboard: reset, p = 0.5, n = 32, predict, step", async ({ page, open }) => {
    await open('?view=lab');
    const lab = new LabPage(page);
    await tabTo(page, 'Reset');
    await page.keyboard.press('Enter');
    // Reset ends the settings row: back up to p.
    await tabTo(page, /^Success probability p/, 80, 'Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0.5');
    await tabTo(page, /^Sample size n/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('32');
    await tabTo(page, 'Predicted mean fraction');
    await page.keyboard.type('0.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0.25/32');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Step');
    await page.keyboard.press('Enter');
    await expect(lab.readout('lab-steps'), 'one step').toHaveText('1');
    await expect(lab.readout('lab-last'), 'last outcome').toHaveText(/^k = \d+ of 32/);
    await expect(page.locator('.lab__comparison'), 'prediction compared').toHaveText(/predicted mean fraction 0\.5 vs exact 0\.5: spot on/);
    await expect(page.locator('.lab__comparison'), 'variance compared').toHaveText(/predicted variance 0\.0078125 vs exact 0\.0078125: spot on/);
  });

  test('the n slider moves one step per arrow key, even low on its log scale', async ({ page, open }) => {
    await open('?view=lab&n=32');
    const lab = new LabPage(page);
    await lab.nSlider().focus();
    for (const n of ['33', '34', '35', '36', '37']) {
      await page.keyboard.press('ArrowRight');
      await expect(lab.n(), `ArrowRight reaches ${n}`).toHaveValue(n);
    }
    await page.keyboard.press('Home');
    await expect(lab.n(), 'Home is n = 1').toHaveValue('1');
    await page.keyboard.press('ArrowRight');
    await expect(lab.n(), 'and ArrowRight leaves it').toHaveValue('2');
    await page.keyboard.press('ArrowLeft');
    await expect(lab.n(), 'ArrowLeft comes back').toHaveValue('1');
  });

  test('Step stays blocked until a prediction is committed or skipped', async ({ page, open }) => {
    await open('?view=lab');
    const lab = new LabPage(page);
    await expect(lab.button('Step'), 'Step is disabled at first').toBeDisabled();
    await lab.button('Commit prediction').click();
    await expect(page.locator('#predict-error'), 'an empty prediction is refused with a sentence').toHaveText(/write the mean fraction as a number/);
    await lab.button('Skip prediction').click();
    await expect(page.locator('#predict-error'), 'skipping clears the refusal').toBeEmpty();
    await expect(lab.button('Step'), 'Step after skipping').toBeEnabled();
    await lab.button('Step ×100').click();
    await expect(lab.readout('lab-steps'), 'hundred steps').toHaveText('100');
    await lab.n().fill('64');
    await expect(lab.button('Step'), 'a new setting asks for a new prediction').toBeDisabled();
  });

  test('the pmf table shows P(K = 16) = 0.139950 for n = 32, p = 0.5', async ({ page, open }) => {
    await open('?view=lab&p=0.5&n=32&seed=42');
    const lab = new LabPage(page);
    await lab.button('Skip prediction').click();
    await expect(lab.table().getByRole('row', { name: /^16 / }), 'row 16').toHaveText('160.139950');
    await lab.n().fill('1000000');
    // A new setting asks for a new prediction before anything exact is shown again.
    await lab.button('Skip prediction').click();
    await expect(lab.table().locator('caption'), 'central rows for a large n').toHaveText(/rows around the most likely outcome/);
    await expect(page.locator('.lab__figure figcaption p'), 'the chart says what it shows').toHaveText(/mean ± 6 standard deviations/);
  });

  test('a bad p is refused with a message and the previous value kept', async ({ page, open }) => {
    await open('?view=lab');
    const lab = new LabPage(page);
    await lab.p().fill('1.5');
    await expect(lab.pError(), 'message').toHaveText('the success probability p must lie between 0 and 1');
    expect(new URL(page.url()).searchParams.get('p'), 'p stays 0.5').toBe('0.5');
    await lab.n().fill('0');
    await expect(page.locator('#lab-n-error'), 'n message').toHaveText('the sample size n must be at least 1');
  });

  test('a lab link restores p, n and the seed; bad parts are named', async ({ page, open }) => {
    await open('?view=lab&p=0.25&n=64&seed=7');
    const lab = new LabPage(page);
    await expect(lab.p(), 'p restored').toHaveValue('0.25');
    await expect(lab.n(), 'n restored').toHaveValue('64');
    await lab.button('Skip prediction').click();
    await lab.button('Step').click();
    await expect(lab.readout('lab-last')).toHaveText(/^k = /);
    const first = await lab.readout('lab-last').textContent();
    await open('?view=lab&p=0.25&n=64&seed=7');
    await lab.button('Skip prediction').click();
    await lab.button('Step').click();
    await expect(lab.readout('lab-last'), 'the same seed draws the same first sample').toHaveText(first);
    await open('?view=lab&p=7&n=10');
    await expect(new Shell(page).notices(), 'notice').toHaveText(/"p" part was ignored/);
    await expect(lab.n(), 'n kept').toHaveValue('10');
  });
});

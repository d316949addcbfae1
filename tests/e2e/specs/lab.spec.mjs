// Sampling lab: the seed's walk-through by keyboard, predict-first, exact table, refusals, links.
import { check, eventually, expectText, tabTo } from '../lib.mjs';
import { LabPage } from '../pages/lab.mjs';
import { Shell } from '../pages/shell.mjs';

export const tests = [
  {
    name: "seed 004's walk-through works by keyboard: reset, p = 0.5, n = 32, predict, step",
    async run(t) {
      await t.open('?view=lab');
      const lab = new LabPage(t.page);
      await tabTo(t.page, 'Reset');
      await t.page.keyboard.press('Enter');
      await tabTo(t.page, /^Success probability p/);
      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.type('0.5');
      await tabTo(t.page, /^Sample size n/);
      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.type('32');
      await tabTo(t.page, 'Predicted mean fraction');
      await t.page.keyboard.type('0.5');
      await t.page.keyboard.press('Tab');
      await t.page.keyboard.type('0.25/32');
      await t.page.keyboard.press('Enter');
      await tabTo(t.page, 'Step');
      await t.page.keyboard.press('Enter');
      await expectText(lab.readout('lab-steps'), '1', 'one step');
      await expectText(lab.readout('lab-last'), /^k = \d+ of 32/, 'last outcome');
      await expectText(t.page.locator('.lab__comparison'), /predicted mean fraction 0\.5 vs exact 0\.5: spot on/, 'prediction compared');
      await expectText(t.page.locator('.lab__comparison'), /predicted variance 0\.0078125 vs exact 0\.0078125: spot on/, 'variance compared');
    },
  },
  {
    name: 'Step stays blocked until a prediction is committed or skipped',
    async run(t) {
      await t.open('?view=lab');
      const lab = new LabPage(t.page);
      check(await lab.button('Step').isDisabled(), 'Step is disabled at first');
      await lab.button('Skip prediction').click();
      await eventually(() => lab.button('Step').isDisabled(), false, 'Step after skipping');
      await lab.button('Step ×100').click();
      await expectText(lab.readout('lab-steps'), '100', 'hundred steps');
      await lab.n().fill('64');
      check(await lab.button('Step').isDisabled(), 'a new setting asks for a new prediction');
    },
  },
  {
    name: 'the pmf table shows P(K = 16) = 0.139950 for n = 32, p = 0.5',
    async run(t) {
      await t.open('?view=lab&p=0.5&n=32&seed=42');
      const lab = new LabPage(t.page);
      await lab.button('Skip prediction').click();
      await expectText(lab.table().getByRole('row', { name: /^16 / }), '160.139950', 'row 16');
      await lab.n().fill('1000000');
      // A new setting asks for a new prediction before anything exact is shown again.
      await lab.button('Skip prediction').click();
      await expectText(lab.table().locator('caption'), /rows around the most likely outcome/, 'central rows for a large n');
      await expectText(t.page.locator('.lab__figure figcaption p'), /mean ± 6 standard deviations/, 'the chart says what it shows');
    },
  },
  {
    name: 'a bad p is refused with a message and the previous value kept',
    async run(t) {
      await t.open('?view=lab');
      const lab = new LabPage(t.page);
      await lab.p().fill('1.5');
      await expectText(lab.pError(), 'the success probability p must lie between 0 and 1', 'message');
      check(new URL(t.page.url()).searchParams.get('p') === '0.5', 'p stays 0.5');
      await lab.n().fill('0');
      await expectText(t.page.locator('#lab-n-error'), 'the sample size n must be at least 1', 'n message');
    },
  },
  {
    name: 'a lab link restores p, n and the seed; bad parts are named',
    async run(t) {
      await t.open('?view=lab&p=0.25&n=64&seed=7');
      const lab = new LabPage(t.page);
      check(await lab.p().inputValue() === '0.25' && await lab.n().inputValue() === '64', 'settings restored');
      await lab.button('Skip prediction').click();
      await lab.button('Step').click();
      const first = await lab.readout('lab-last').textContent();
      await t.open('?view=lab&p=0.25&n=64&seed=7');
      await lab.button('Skip prediction').click();
      await lab.button('Step').click();
      await expectText(lab.readout('lab-last'), first, 'the same seed draws the same first sample');
      await t.open('?view=lab&p=7&n=10');
      await expectText(new Shell(t.page).notices(), /"p" part was ignored/, 'notice');
      check(await lab.n().inputValue() === '10', 'n kept');
    },
  },
];

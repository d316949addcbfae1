// The keyboard focus is never dropped to the page by an action that disables or removes the control it was on.
import { test, expect } from '../fixtures.mjs';
import { tabTo } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { StepperPage } from '../pages/stepper.mjs';

const onBody = (page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null || document.activeElement.disabled === true);

test.describe('focus', () => {
  test('a right answer by keyboard: the disabled Check hands the focus to what the item says', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await tabTo(page, /^Paths issued/);
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await expect(ladder.solution('L1.1')).toBeVisible();
    await expect.poll(() => onBody(page), 'not dropped to the page').toBe(false);
    await expect(ladder.item('L1.1').locator('.exercise__status')).toBeFocused();
  });

  test('a committed prediction keeps the focus in the lab', async ({ page, open }) => {
    await open('?view=lab&p=0.5&n=32');
    await page.getByRole('textbox', { name: 'Predicted mean fraction' }).fill('0.5');
    await page.getByRole('textbox', { name: /^Predicted variance/ }).fill('0.0078125');
    await page.getByRole('button', { name: 'Commit prediction' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pmf-table')).toBeVisible();
    await expect.poll(() => onBody(page), 'not dropped to the page').toBe(false);
  });

  test('removing a path by keyboard keeps the focus among the paths', async ({ page, open }) => {
    await open('?view=timeline&paths=15x8,25x24,10x0');
    await page.getByRole('button', { name: 'Remove path C' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove path C' })).toHaveCount(0);
    await expect.poll(() => onBody(page), 'not dropped to the page').toBe(false);
  });

  test('Run to end at the end hands the focus to Reset; Play stops on another example', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const s = new StepperPage(page);
    await s.button('Run to end').focus();
    await page.keyboard.press('Enter');
    await expect(s.position()).toHaveText(/^Finished/);
    await expect(s.button('Reset')).toBeFocused();
    await s.button('Reset').click();
    await s.button('Play').click();
    await expect(s.button('Pause')).toHaveAttribute('aria-pressed', 'true');
    await s.example().selectOption('l3-2-loop');
    await expect(s.button('Play'), 'another kernel stops Play').toHaveAttribute('aria-pressed', 'false');
  });
});

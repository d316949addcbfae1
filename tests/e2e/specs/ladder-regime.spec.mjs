// The ladder's regime items (issue 36): R.1 asks what the same divergence costs with one warp a scheduler
// and with eight, R.2 what predication saves in each regime; the answers are the SM model's, a classic
// mistake is named, and once closed the item opens the stepper with its SM panel at 32 warps.
import { test, expect } from '../fixtures.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { SmPanel } from '../pages/sm.mjs';

test.describe('ladder: regime items', () => {
  test('R.1: one warp\u2019s ratio kept for 32 warps is named; the model\u2019s answers solve it and open the stepper at 32 warps', async ({ page, open }) => {
    await open('?view=ladder#level-4');
    const ladder = new LadderPage(page);
    const item = ladder.item('R.1');
    await expect(item, 'the statement gives the one-warp and issue cycles').toContainText('The model of an H200 SM predicts that one warp alone takes 193 cycles divergent and 96 uniform');
    await expect(item.locator('code, pre').first(), 'the kernel').toContainText('work(10)');
    await ladder.field('R.1', /4 warps/).fill('2');
    await ladder.field('R.1', /32 warps/).fill('2');
    await item.getByRole('radio', { name: 'issue-bound' }).check();
    await ladder.check('R.1').click();
    await expect(item.locator('.exercise__verdict--wrong'), 'the one-warp ratio at 32 warps is a named mistake').toContainText("one warp's ratio kept for many warps");
    await ladder.field('R.1', /32 warps/).fill('1.52');
    await ladder.check('R.1').click();
    await expect(ladder.solution('R.1'), 'solved: the worked solution').toBeVisible();
    await expect(ladder.solution('R.1')).toContainText('The SM model gives 775 and 509 cycles (the last warp\'s 38 cycles of code after its kernel end after the run), 1.52×');
    await expect(ladder.solution('R.1'), 'the solution\'s issue sum').toContainText('8 × 99 = 792 cycles to issue');
    await ladder.scenarioLink('R.1').click();
    await expect(page).toHaveURL(/view=stepper.*warps=32/);
    const sm = new SmPanel(page);
    await expect(sm.warps()).toHaveValue('32');
    await expect(sm.regime()).toHaveText(/^issue-bound: /);
  });

  test('R.2 in Hinglish: predication\u2019s saving at 1 and at 32 warps', async ({ page, open }) => {
    await open('?view=ladder&lang=hi-Latn#level-5');
    const ladder = new LadderPage(page);
    const item = ladder.item('R.2');
    await expect(item).toContainText('Har regime mein predication');
    await expect(item).toContainText('if-convert karne par (dono sides predicated, har lane ke liye issue) 64 cycles leta hai');
    await item.getByRole('textbox').nth(0).fill('0.40');
    await item.getByRole('textbox').nth(1).fill('0.94');
    await item.getByRole('radio', { name: 'akele ek warp mein jitna bachata hai uske aadhe se kam' }).check();
    await item.getByRole('button', { name: 'Answer check karo' }).click();
    await expect(ladder.solution('R.2'), 'solved').toBeVisible();
    await expect(ladder.solution('R.2')).toContainText('SM model 622 banaam 661 cycles deta hai, 0.94×: predication branch ke time ka 5.9% bachata hai, jabki akele ek warp mein 60.5%');
  });
});

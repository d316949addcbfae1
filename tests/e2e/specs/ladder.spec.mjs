// Ladder: commit before reveal, marking, progress, corrupt storage, keyboard-only use, errata, seeds.
import { test, expect } from '../fixtures.mjs';
import { tabTo } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';

test.describe('ladder', () => {
  test('the solution is absent from the page until an answer is committed', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    expect(await page.content(), 'no solution in the DOM before commit').not.toContain('Worked solution');
    await expect(ladder.solution('L2.1'), 'L2.1 solution absent').toHaveCount(0);
    await ladder.field('L2.1', /^T_div/).fill('40');
    await ladder.field('L2.1', /^T_ideal/).fill('25');
    await ladder.field('L2.1', /^Path efficiency/).fill('0.625');
    await ladder.check('L2.1').click();
    await expect(ladder.solution('L2.1'), 'worked solution').toHaveText(/Path efficiency = 25 \/ 40 = 62\.5%/);
    await expect(ladder.solution('L2.2'), 'other items stay hidden').toHaveCount(0);
  });

  test('wrong and right answers are marked as such; the answer waits for the last try', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.field('L2.3', /^T_div/).fill('53.1');
    await ladder.field('L2.3', /^Path efficiency/).fill('66.7%');
    await ladder.check('L2.3').click();
    const item = ladder.item('L2.3');
    await expect(item.locator('.exercise__verdict').nth(0), 'wrong part, with the reasoning').toHaveText(/Not quite\. Likely reasoning — lane-weighted average/);
    await expect(item.locator('.exercise__verdict').nth(0), 'the answer is not given away').not.toContainText('150');
    await expect(item.locator('.exercise__verdict').nth(1), 'right part').toHaveText(/Right\./);
    await expect(ladder.solution('L2.3'), 'no solution after one wrong try').toHaveCount(0);
  });

  test('an unreadable answer says why and commits nothing', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.field('L2.1', /^T_div/).fill('forty');
    await ladder.check('L2.1').click();
    await expect(ladder.item('L2.1').locator('.field__error').first(), 'message').toHaveText(/"forty" is not a number/);
    await expect(ladder.item('L2.1').locator('.exercise__progress'), 'no try used up').toHaveText('Not tried yet.');
    await expect(ladder.solution('L2.1'), 'no solution after an unreadable answer').toHaveCount(0);
  });

  test('progress survives a reload, and reset asks first', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.field('L1.1', /^Paths issued/).fill('2');
    await ladder.field('L1.1', /^T_div/).fill('32');
    await ladder.check('L1.1').click();
    await expect(ladder.levelProgress(1), 'after a wrong try').toHaveText('1 of 2 answered, 0 right');
    await page.reload();
    await expect(ladder.levelProgress(1), 'after reload').toHaveText('1 of 2 answered, 0 right');
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await page.getByRole('button', { name: 'Yes, reset progress' }).click();
    await expect(ladder.levelProgress(1), 'after reset').toHaveText('0 of 2 answered, 0 right');
  });

  test('after a reload an item out of tries or with its solution shown stays closed, with its solution', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const fields = ladder.item('L2.1').getByRole('textbox');
    for (const wrong of ['99', '98', '97']) {
      for (let i = 0; i < await fields.count(); i++) await fields.nth(i).fill(wrong);
      await ladder.check('L2.1').click();
    }
    await expect(ladder.solution('L2.1'), 'three wrong tries reveal').toBeVisible();
    await ladder.check('L2.2').scrollIntoViewIfNeeded();
    const l22 = ladder.item('L2.2').getByRole('textbox');
    for (let i = 0; i < await l22.count(); i++) await l22.nth(i).fill('999');
    await ladder.check('L2.2').click();
    await expect(ladder.item('L2.2').locator('.exercise__status')).toHaveText(/^Not yet/);
    await ladder.giveUp('L2.2').click();
    await expect(ladder.item('L2.2').locator('.exercise__status'), 'no "tries left" once the solution is shown').toHaveText(/^Solution shown/);
    await page.reload();
    for (const id of ['L2.1', 'L2.2']) {
      await expect(ladder.solution(id), `${id}: the solution is still shown`).toBeVisible();
      await expect(ladder.check(id), `${id}: no fresh tries`).toBeDisabled();
      await expect(ladder.item(id).locator('input').first(), `${id}: the answer is closed`).toBeDisabled();
    }
    await expect(ladder.item('L2.1').locator('.exercise__status')).toHaveText(/^3 tries used/);
    await expect(ladder.item('L2.2').locator('.exercise__status')).toHaveText(/^Solution shown/);
    // "New numbers" is practice: a fresh variant opens with fresh tries.
    await page.getByRole('button', { name: /^New numbers for L2\.1/ }).click();
    await expect(ladder.check('L2.1'), 'the new variant takes answers').toBeEnabled();
    await expect(ladder.solution('L2.1'), 'and hides its solution').toHaveCount(0);
  });

  test('a check that uses no try marks no part right or wrong', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const fields = ladder.item('L2.3').getByRole('textbox');
    await fields.nth(0).fill('zz');
    await fields.nth(1).fill('66.7%');
    await ladder.check('L2.3').click();
    await expect(ladder.item('L2.3').locator('.field__error').first()).toHaveText(/"zz" is not a number/);
    await expect(ladder.item('L2.3').locator('.exercise__verdict'), 'no verdict for free').toHaveCount(0);
  });

  test('corrupt saved progress is discarded with a notice, never a crash', async ({ page, open }) => {
    await open('?view=ladder');
    for (const [bad, said] of [['{not json', /you start afresh/], ['{"version":7,"items":{}}', /newer version of Warpwise/], ['x'.repeat(70000), /you start afresh/]]) {
      await page.evaluate((v) => localStorage.setItem('warpwise.ladder.progress', v), bad);
      await page.reload();
      await expect(new LadderPage(page).notices(), `notice for ${bad.slice(0, 12)}`).toHaveText(said);
      await expect(new LadderPage(page).levelProgress(2), 'ladder still usable').toHaveText('0 of 3 answered, 0 right');
    }
    // A sentence in the page's language, never the browser's parser message.
    await page.evaluate(() => localStorage.setItem('warpwise.ladder.progress', '{not json'));
    await open('?view=ladder&lang=hi-Latn');
    const notices = new LadderPage(page).notices();
    await expect(notices, 'the Hinglish notice').toHaveText(/Save ki hui progress kaam mein nahi aa saki \(yeh kharab ho gaya tha aur JSON ke roop mein padha nahi ja saka\)/);
    await expect(notices, 'no parser wording').not.toHaveText(/Unexpected|JSON at position|\(\(/);
  });

  test('a solution seen on one set of numbers is not shown for a new set, even after a reload', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.giveUp('L2.1').click();
    await expect(ladder.solution('L2.1'), 'the notes\' numbers: solution shown').toBeVisible();
    await page.getByRole('button', { name: 'New numbers for the whole set' }).click();
    await expect(page, 'the new set is in the link').toHaveURL(/seed=\d+/);
    await expect(ladder.solution('L2.1'), 'new numbers: no solution before a try').toHaveCount(0);
    await expect(ladder.check('L2.1'), 'and a fresh check').toBeEnabled();
    await expect(ladder.item('L2.1').locator('.exercise__progress'), 'and a fresh record line').toHaveText('Not tried yet.');
    await expect(ladder.levelProgress(2), 'a solution seen is no answer, on any numbers').toHaveText(/^0 of 3 answered, 0 right$/);
    await page.reload();
    await expect(ladder.solution('L2.1'), 'a reload of the new set keeps it fresh').toHaveCount(0);
    await page.getByRole('button', { name: "The source notes' numbers" }).click();
    await expect(ladder.solution('L2.1'), 'back on the notes\' numbers, the solution seen stays seen').toBeVisible();
    await expect(ladder.item('L2.1').locator('.exercise__progress'), 'with its record').toHaveText('Not answered · solution shown.');
  });

  test('level 1 can be worked through with Tab, typing and Enter', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await tabTo(page, /^Paths issued/);
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await expect(ladder.solution('L1.1'), 'L1.1 solution after Enter').toHaveText(/No divergence/);
    await tabTo(page, '(a)');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'Check answer', 3);
    await page.keyboard.press('Enter');
    await expect(ladder.solution('L1.2'), 'L1.2 solution').toHaveText(/Line \(c\)/);
    await expect(ladder.levelProgress(1), 'level 1 done').toHaveText('2 of 2 answered, 2 right');
  });

  test('the faulty seed items carry a visible erratum once answered', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await expect(ladder.item('L3.3').locator('.exercise__flag'), 'flag before commit').toHaveText(/Corrected from the source notes/);
    await ladder.giveUp('L3.3').click();
    await expect(ladder.solution('L3.3').getByRole('note'), 'L3.3 erratum').toHaveText(/Five 10-cycle paths serialize to 50 cycles, not 120/);
    await ladder.giveUp('L4.2').click();
    await expect(ladder.solution('L4.2').getByRole('note'), 'L4.2 erratum').toHaveText(/can never hold/);
  });

  test('"New numbers" gives one item fresh values of the same shape, with its seed shown', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const statement = ladder.item('L2.2').locator('.exercise__statement');
    const before = await statement.textContent();
    await page.getByRole('button', { name: 'New numbers for L2.2' }).click();
    await expect(statement, 'statement changed').not.toHaveText(before);
    await expect(ladder.item('L2.2').locator('xpath=..').locator('.exercise__variant span'), 'seed shown').toHaveText(/^Numbers: variant seed \d+$/);
    await expect(ladder.solution('L2.2'), 'still no solution').toHaveCount(0);
    await expect(ladder.item('L2.2').locator('.exercise__progress'), 'practice, said so').toHaveText(/^Practice numbers: tries on them are not recorded/);
    await ladder.giveUp('L2.2').click();
    await expect(ladder.solution('L2.2'), 'the variant has its own worked solution').toHaveText(/All four paths are taken/);
  });

  test('a seed in the link gives everyone the same variant set', async ({ page, open }) => {
    const statement = () => new LadderPage(page).item('L2.1').locator('.exercise__statement').textContent();
    await open('?view=ladder&seed=1234');
    const seeded = await statement();
    await open('?view=ladder&seed=1234');
    expect(await statement(), 'same seed, same numbers').toBe(seeded);
    await open('?view=ladder');
    const own = await statement();
    expect(own, "the notes' own numbers").toContain('8 lanes take path A (15 cycles)');
    expect(own, 'seed numbers differ from the notes\' own').not.toBe(seeded);
    const numbers = (id) => new LadderPage(page).item(id).locator('xpath=..').locator('.exercise__variant span');
    await expect(numbers('L2.1'), 'the Start page works these numbers: said, with the way to fresh ones').toHaveText(/^Numbers: the source notes' own, worked out on the Start page — press New numbers to test yourself/);
    await expect(numbers('L2.3'), 'Learn works these').toHaveText(/worked out in Learn's topic “The cost rule”/);
    await expect(numbers('L2.2'), 'an item worked nowhere else').toHaveText(/^Numbers: the source notes' own$/);
  });
});

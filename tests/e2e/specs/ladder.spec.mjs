// Ladder: commit before reveal, marking, progress, corrupt storage, keyboard-only use, errata, seeds.
import { check, eventually, expectText, tabTo } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';

export const tests = [
  {
    name: 'the solution is absent from the page until an answer is committed',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      const html = () => t.page.content();
      check(!(await html()).includes('Worked solution'), 'no solution in the DOM before commit');
      check((await ladder.solution('L2.1').count()) === 0, 'L2.1 solution absent');
      await ladder.field('L2.1', /^T_div/).fill('40');
      await ladder.field('L2.1', /^T_ideal/).fill('25');
      await ladder.field('L2.1', /^Path efficiency/).fill('0.625');
      await ladder.check('L2.1').click();
      await ladder.solution('L2.1').waitFor();
      await expectText(ladder.solution('L2.1'), /Path efficiency = 25 \/ 40 = 62\.5%/, 'worked solution');
      check((await ladder.solution('L2.2').count()) === 0, 'other items stay hidden');
    },
  },
  {
    name: 'wrong and right answers are marked as such; the answer waits for the last try',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await ladder.field('L2.3', /^T_div/).fill('53.1');
      await ladder.field('L2.3', /^Path efficiency/).fill('66.7%');
      await ladder.check('L2.3').click();
      const item = ladder.item('L2.3');
      await expectText(item.locator('.exercise__verdict').nth(0), /Not quite\. Likely reasoning — lane-weighted average/, 'wrong part, with the reasoning');
      check(!(await item.locator('.exercise__verdict').nth(0).textContent()).includes('150'), 'the answer is not given away');
      await expectText(item.locator('.exercise__verdict').nth(1), /Right\./, 'right part');
      check((await ladder.solution('L2.3').count()) === 0, 'no solution after one wrong try');
    },
  },
  {
    name: 'an unreadable answer says why and commits nothing',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await ladder.field('L2.1', /^T_div/).fill('forty');
      await ladder.check('L2.1').click();
      await expectText(ladder.item('L2.1').locator('.field__error').first(), /"forty" is not a number/, 'message');
      await expectText(ladder.item('L2.1').locator('.exercise__progress'), 'Not tried yet.', 'no try used up');
      check((await ladder.solution('L2.1').count()) === 0, 'no solution after an unreadable answer');
    },
  },
  {
    name: 'progress survives a reload, and reset asks first',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await ladder.giveUp('L1.1').click();
      await expectText(ladder.levelProgress(1), '1 of 2 answered, 0 right', 'after giving up');
      await t.page.reload();
      await expectText(ladder.levelProgress(1), '1 of 2 answered, 0 right', 'after reload');
      await t.page.getByRole('button', { name: 'Reset progress' }).click();
      await t.page.getByRole('button', { name: 'Yes, reset progress' }).click();
      await expectText(ladder.levelProgress(1), '0 of 2 answered, 0 right', 'after reset');
    },
  },
  {
    name: 'corrupt saved progress is discarded with a notice, never a crash',
    async run(t) {
      await t.open('?view=ladder');
      for (const [bad, said] of [['{not json', /you start afresh/], ['{"version":7,"items":{}}', /newer version of Warpwise/], ['x'.repeat(70000), /you start afresh/]]) {
        await t.page.evaluate((v) => localStorage.setItem('warpwise.ladder.progress', v), bad);
        await t.page.reload();
        await expectText(new LadderPage(t.page).notices(), said, `notice for ${bad.slice(0, 12)}`);
        await expectText(new LadderPage(t.page).levelProgress(2), '0 of 3 answered, 0 right', 'ladder still usable');
      }
    },
  },
  {
    name: 'level 1 can be worked through with Tab, typing and Enter',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await tabTo(t.page, /^Paths issued/);
      await t.page.keyboard.type('1');
      await t.page.keyboard.press('Tab');
      await t.page.keyboard.type('20');
      await t.page.keyboard.press('Enter');
      await expectText(ladder.solution('L1.1'), /No divergence/, 'L1.1 solution after Enter');
      await tabTo(t.page, '(a)');
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('ArrowDown');
      await tabTo(t.page, 'Check answer', 3);
      await t.page.keyboard.press('Enter');
      await expectText(ladder.solution('L1.2'), /Line \(c\)/, 'L1.2 solution');
      await expectText(ladder.levelProgress(1), '2 of 2 answered, 2 right', 'level 1 done');
    },
  },
  {
    name: 'the faulty seed items carry a visible erratum once answered',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await expectText(ladder.item('L3.3').locator('.exercise__flag'), /Corrected from the source notes/, 'flag before commit');
      await ladder.giveUp('L3.3').click();
      await expectText(ladder.solution('L3.3').getByRole('note'), /Five 10-cycle paths serialize to 50 cycles, not 120/, 'L3.3 erratum');
      await ladder.giveUp('L4.2').click();
      await expectText(ladder.solution('L4.2').getByRole('note'), /can never hold/, 'L4.2 erratum');
    },
  },
  {
    name: '"New numbers" gives one item fresh values of the same shape, with its seed shown',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      const before = await ladder.item('L2.2').locator('.exercise__statement').textContent();
      await t.page.getByRole('button', { name: 'New numbers for L2.2' }).click();
      await eventually(async () => (await ladder.item('L2.2').locator('.exercise__statement').textContent()) !== before, true, 'statement changed');
      await expectText(ladder.item('L2.2').locator('xpath=..').locator('.exercise__variant span'), /^Numbers: variant seed \d+$/, 'seed shown');
      check((await ladder.solution('L2.2').count()) === 0, 'still no solution');
      await ladder.giveUp('L2.2').click();
      await expectText(ladder.solution('L2.2'), /All four paths are taken/, 'the variant has its own worked solution');
    },
  },
  {
    name: 'a seed in the link gives everyone the same variant set',
    async run(t) {
      await t.open('?view=ladder&seed=1234');
      const statement = await new LadderPage(t.page).item('L2.1').locator('.exercise__statement').textContent();
      await t.open('?view=ladder&seed=1234');
      const again = await new LadderPage(t.page).item('L2.1').locator('.exercise__statement').textContent();
      check(statement === again, 'same seed, same numbers');
      await t.open('?view=ladder');
      const own = await new LadderPage(t.page).item('L2.1').locator('.exercise__statement').textContent();
      check(own.includes('8 lanes take path A (15 cycles)') && own !== statement, `seed numbers differ from the notes' own: ${own}`);
    },
  },
];

// Nothing a person types or clicks may panic: every text field of every view gets hostile input,
// every button is pressed, and the crash banner must stay hidden with no page error.
import { test, expect } from '../fixtures.mjs';

const HOSTILE = ['-1', '1e309', 'NaN', '', '99999999999', '0', '1000001', '3.5', '  7 ', 'abc', '0x10', '64', '65', '%', ';;', '5,,', '-0', '1/0'];

async function hammer(page, open, query, rounds) {
  await open(query);
  let seed = 7;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let round = 0; round < rounds; round++) {
    // An earlier click may have removed an element (a path, a field): a vanished one is skipped.
    const usable = async (el) => (await el.isVisible()) && (await el.isEnabled({ timeout: 500 }).catch(() => false));
    const fields = await page.locator('main input[type="text"], main textarea').all();
    for (const field of fields) {
      if (await usable(field)) await field.fill(HOSTILE[next(HOSTILE.length)], { timeout: 2000 }).catch(() => {});
    }
    const buttons = await page.locator('main button').all();
    for (let i = 0; i < 6 && buttons.length; i++) {
      const button = buttons[next(buttons.length)];
      if (await usable(button)) await button.click({ timeout: 2000 }).catch(() => {});
    }
    const selects = await page.locator('main select').all();
    for (const select of selects) {
      const options = await select.locator('option:not([disabled])').count();
      if (options && await select.isVisible()) await select.selectOption({ index: next(options) }).catch(() => {});
    }
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  }
  await expect(page.locator('#crash-banner'), `${query}: the crash banner appeared`).toBeHidden();
  await expect(page.locator('header.shell__header'), `${query}: the app is still there`).toHaveCount(1);
}

const VIEWS = [
  ['timeline', '?view=timeline'],
  ['timeline block mode', '?view=timeline&block=L4.3'],
  ['64-lane timeline', '?view=timeline&warp=64&paths=10x40,20x24'],
  ['tree', '?view=tree'],
  ['loop panel', '?view=tree&panel=loop'],
  ['ladder', '?view=ladder&seed=99'],
  ['lab', '?view=lab&n=1000000'],
  ['learn: the regime calculator', '?view=learn&topic=regime'],
  ['learn: a question', '?view=learn&topic=cost&lang=hi-Latn'],
  ['flashcards', '?view=cards'],
  // Unread inputs, a right-to-left override in an echo and a conflicting launch.
  ['stepper with a hostile link', '?view=stepper&example=%E2%80%AEx&inputs=__proto__:1;constructor:2&active=3&lanes=f'],
];

test.describe('robustness', () => {
  for (const [name, query] of VIEWS) {
    test(`hostile input never panics: ${name}`, async ({ page, open }) => {
      page.on('dialog', (d) => d.dismiss());
      await hammer(page, open, query, 3);
    });
  }
});

// Nothing a person types or clicks may panic: every text field of every view gets hostile input,
// every button is pressed, and the crash banner must stay hidden with no page error.
import { check } from '../lib.mjs';

const HOSTILE = ['-1', '1e309', 'NaN', '', '99999999999', '0', '1000001', '3.5', '  7 ', 'abc', '0x10', '64', '65', '%', ';;', '5,,', '-0', '1/0'];

async function hammer(t, query, rounds) {
  await t.open(query);
  let seed = 7;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let round = 0; round < rounds; round++) {
    const fields = await t.page.locator('main input[type="text"], main textarea').all();
    for (const field of fields) {
      if (await field.isEnabled() && await field.isVisible()) await field.fill(HOSTILE[next(HOSTILE.length)]);
    }
    const buttons = await t.page.locator('main button').all();
    for (let i = 0; i < 6 && buttons.length; i++) {
      const button = buttons[next(buttons.length)];
      if (await button.isEnabled() && await button.isVisible()) await button.click({ timeout: 2000 }).catch(() => {});
    }
    const selects = await t.page.locator('main select').all();
    for (const select of selects) {
      const options = await select.locator('option:not([disabled])').count();
      if (options && await select.isVisible()) await select.selectOption({ index: next(options) }).catch(() => {});
    }
    if (await t.page.getByRole('dialog').count()) await t.page.keyboard.press('Escape');
  }
  check(await t.page.locator('#crash-banner').isHidden(), `${query}: the crash banner appeared`);
  check(await t.page.locator('header.shell__header').count() === 1, `${query}: the app is still there`);
}

export const tests = [
  ['timeline', '?view=timeline'],
  ['timeline block mode', '?view=timeline&block=L4.3'],
  ['64-lane timeline', '?view=timeline&warp=64&paths=10x40,20x24'],
  ['tree', '?view=tree'],
  ['loop panel', '?view=tree&panel=loop'],
  ['ladder', '?view=ladder&seed=99'],
  ['lab', '?view=lab&n=1000000'],
].map(([name, query]) => ({
  name: `hostile input never panics: ${name}`,
  async run(t) {
    t.page.on('dialog', (d) => d.dismiss());
    await hammer(t, query, 3);
  },
}));

// Reliability (issue 14): progress never lost silently, links kept faithfully, no crash switch shipped.
import { check, eventually, expectText } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { Shell } from '../pages/shell.mjs';
import { TreePage } from '../pages/tree.mjs';
import { TimelinePage } from '../pages/timeline.mjs';

const KEY = 'warpwise.ladder.progress';
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const search = (page) => new URL(page.url()).search;

export const tests = [
  {
    name: 'two tabs both keep their progress',
    async run(t) {
      await t.open('?view=ladder');
      const b = await t.context.newPage();
      await b.goto(t.base + '?view=ladder');
      await b.waitForSelector('header.shell__header');
      await new LadderPage(t.page).giveUp('L1.1').click();
      await new LadderPage(b).giveUp('L2.1').click();
      const record = JSON.parse(await stored(t.page));
      check(record.items['L1.1']?.revealed && record.items['L2.1']?.revealed, `both items saved: ${JSON.stringify(record.items)}`);
      // The first tab follows the other through the storage event.
      await expectText(new LadderPage(t.page).levelProgress(2), '1 of 3 answered, 0 right', 'tab A sees tab B');
      await b.close();
    },
  },
  {
    name: 'a failed save says so on the page and keeps saying it',
    context: {},
    async run(t) {
      await t.page.addInitScript(() => {
        Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
      });
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await ladder.giveUp('L1.1').click();
      await expectText(ladder.notices(), /Progress is not being saved in this browser/, 'notice after the failed save');
      await ladder.giveUp('L1.2').click();
      await expectText(ladder.notices(), /Progress is not being saved in this browser/, 'notice stays');
    },
  },
  {
    name: 'a record that cannot be read is never overwritten',
    async run(t) {
      await t.open('?view=ladder');
      const good = JSON.stringify({ version: 2, generation: 0, items: { 'L1.1': { attempts: 2, committed: true, correct: true, tries: 2, revealed: false, solved_on_try: 2 } } });
      await t.page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, good]);
      await t.page.addInitScript(() => {
        window.__realGetItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (k) { if (k === 'warpwise.ladder.progress') throw new Error('blocked'); return window.__realGetItem.call(this, k); };
      });
      await t.page.reload();
      await t.page.waitForSelector('header.shell__header');
      const ladder = new LadderPage(t.page);
      await expectText(ladder.notices(), /could not be read from this browser's storage/, 'unreadable notice');
      await ladder.giveUp('L2.1').click();
      const after = await t.page.evaluate((k) => window.__realGetItem.call(localStorage, k), KEY);
      check(after === good, `the stored record is untouched: ${after}`);
    },
  },
  {
    name: 'one damaged item costs only that item, and a huge counter does not wrap',
    async run(t) {
      await t.open('?view=ladder');
      const record = { version: 1, items: { 'L1.1': { attempts: 4294967295, committed: true, correct: true }, 'L2.1': { attempts: -1, committed: true, correct: false } } };
      await t.page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(record)]);
      await t.page.reload();
      const ladder = new LadderPage(t.page);
      await expectText(ladder.notices(), /L2\.1/, 'the dropped item is named');
      await expectText(ladder.levelProgress(1), '1 of 2 answered, 1 right', 'the good item is kept');
      await expectText(ladder.item('L1.1').locator('.exercise__progress'), /Attempts: 4294967295/, 'saturated, not wrapped');
    },
  },
  {
    name: 'the release build has no crash switch',
    async run(t) {
      await t.open('?view=lab&selftest=panic');
      check(await new Shell(t.page).crashBanner().isHidden(), 'no crash banner');
      await expectText(new Shell(t.page).heading(), /Sampling lab/, 'the view is there');
    },
  },
  {
    name: 'projector mode stays in the address bar on every view',
    async run(t) {
      for (const view of ['lab', 'ladder', 'tree', 'timeline', 'reality', 'about']) {
        await t.open(`?view=${view}&projector=1`);
        await t.page.waitForTimeout(100);
        check(new URL(t.page.url()).searchParams.get('projector') === '1', `${view}: ${t.page.url()}`);
      }
    },
  },
  {
    name: 'anchors scroll on a fresh load and stay in the address bar',
    async run(t) {
      for (const [query, id] of [['?view=reality#row-worst32', 'row-worst32'], ['?view=ladder#level-4', 'level-4']]) {
        await t.open(query);
        const el = t.page.locator(`[id="${id}"]`);
        await eventually(async () => {
          const box = await el.boundingBox();
          return box !== null && box.y >= -1 && box.y < 900;
        }, true, `${id} is in view`);
        check(new URL(t.page.url()).hash === `#${id}`, `hash kept: ${t.page.url()}`);
      }
    },
  },
  {
    name: 'narrowing the warp clips the loop counts with a notice',
    async run(t) {
      const counts = Array.from({ length: 64 }, (_, i) => (i % 7) + 1).join(',');
      await t.open(`?view=tree&warp=64&panel=loop&counts=${counts}`);
      const tree = new TreePage(t.page);
      await t.page.getByRole('tab', { name: 'Branch tree' }).click();
      await t.page.getByRole('combobox', { name: 'Warp width' }).selectOption('32');
      await expectText(t.page.getByTestId('notices'), /last 32 lanes were dropped/, 'notice');
      await tree.loopTab().click();
      await expectText(tree.readout('loop-iterations'), '7', 'the panel still shows a loop');
      await eventually(() => new URL(t.page.url()).searchParams.get('counts')?.split(',').length, 32, 'link holds 32 counts');
    },
  },
  {
    name: 'the lab keeps p exactly as the link gave it',
    async run(t) {
      await t.open('?view=lab&p=0.9999999999999999&n=64&seed=7');
      await t.page.waitForTimeout(100);
      check(new URL(t.page.url()).searchParams.get('p') === '0.9999999999999999', search(t.page));
    },
  },
  {
    name: 'unknown and repeated parameters are named',
    async run(t) {
      await t.open('?view=lab&n=64&N=5&foo=1&n=abc');
      const notices = new Shell(t.page).notices();
      await expectText(notices, /"N" part was ignored: this view has no such setting/, 'unknown N');
      await expectText(notices, /"foo" part was ignored/, 'unknown foo');
      await expectText(notices, /"n" part was ignored: it appears more than once/, 'repeated n');
    },
  },
  {
    name: 'Back and Forward walk through committed edits',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      await t.page.waitForTimeout(700);
      await tl.length('A').fill('35');
      await expectText(tl.readout('t-div'), '60 cycles', 'after the first edit');
      await t.page.waitForTimeout(700);
      await tl.length('B').fill('30');
      await expectText(tl.readout('t-div'), '65 cycles', 'after the second edit');
      await t.page.goBack();
      await expectText(tl.readout('t-div'), '60 cycles', 'Back undoes the second edit');
      await t.page.goBack();
      await expectText(tl.readout('t-div'), '40 cycles', 'Back undoes the first edit');
      await t.page.goForward();
      await expectText(tl.readout('t-div'), '60 cycles', 'Forward redoes it');
      check(await tl.length('A').inputValue() === '35', 'the field follows the restored state');
      check(new URL(t.page.url()).searchParams.get('view') === 'timeline', 'still on the timeline');
    },
  },
  {
    name: 'echoed input is quoted, labelled and cut short',
    async run(t) {
      const planted = 'Your account is locked. Call 555 0100 to unlock it now, or lose every answer you saved here today.';
      await t.open(`?view=${encodeURIComponent(planted)}`);
      const text = await new Shell(t.page).notices().textContent();
      check(text.includes('no view called "Your account is locked.'), `labelled: ${text}`);
      check(text.includes('…') && !text.includes('lose every answer'), `cut at 60 characters: ${text}`);
    },
  },
  {
    name: 'a decimal comma and fractions are read; 0x40 is refused without using a try',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      await ladder.field('L2.1', /^T_div/).fill('0x40');
      await ladder.check('L2.1').click();
      await expectText(ladder.item('L2.1').locator('.field__error').first(), /"0x40" is not a number/, 'refused');
      await expectText(ladder.item('L2.1').locator('.exercise__progress'), 'Not tried yet.', 'no try used');
      await ladder.field('L2.1', /^T_div/).fill('40');
      await ladder.field('L2.1', /^T_ideal/).fill('25');
      await ladder.field('L2.1', /^Path efficiency/).fill('62,5%');
      await ladder.check('L2.1').click();
      await expectText(ladder.item('L2.1').locator('.exercise__status'), 'Solved on try 1.', 'decimal comma read');
    },
  },
  {
    name: 'an oversized link is refused with a notice and the view still opens',
    async run(t) {
      const counts = Array.from({ length: 100000 }, () => '5').join(',');
      await t.open(`?view=tree&panel=loop&counts=${counts}`);
      await expectText(new Shell(t.page).notices(), /links of more than 64 KB are not read/, 'notice');
      await expectText(new Shell(t.page).heading(), /Branch tree/, 'the view opened');
    },
  },
  {
    name: 'the server sends the hosting headers',
    async run(t) {
      const response = await t.page.goto(t.base + '?view=about');
      const h = response.headers();
      check(/frame-ancestors 'none'/.test(h['content-security-policy'] ?? ''), `CSP header: ${h['content-security-policy']}`);
      check(h['x-content-type-options'] === 'nosniff', 'nosniff');
    },
  },
];

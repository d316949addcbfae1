// Reliability (issue 14): progress never lost silently, links kept faithfully, no crash switch shipped.
import { test, expect } from '../fixtures.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { Shell } from '../pages/shell.mjs';
import { TreePage } from '../pages/tree.mjs';
import { TimelinePage } from '../pages/timeline.mjs';
import { CardsPage } from '../pages/learn.mjs';

const KEY = 'warpwise.ladder.progress';
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const param = (page, key) => new URL(page.url()).searchParams.get(key);

test.describe('reliability', () => {
  test('two tabs both keep their progress', async ({ page, context, open, base }) => {
    await open('?view=ladder');
    const b = await context.newPage();
    await b.goto(base + '?view=ladder');
    await b.waitForSelector('header.shell__header');
    await new LadderPage(page).giveUp('L1.1').click();
    await new LadderPage(b).giveUp('L2.1').click();
    // Each click saves when its tab handles it; under load that may come after the click returns.
    const saved = async (id) => JSON.parse((await stored(page)) ?? '{"items":{}}').items?.[id]?.revealed ?? false;
    await expect.poll(() => saved('L1.1'), { message: 'L1.1 saved' }).toBe(true);
    await expect.poll(() => saved('L2.1'), { message: 'L2.1 saved, L1.1 kept' }).toBe(true);
    // Tab B may have written over tab A's save before seeing it; tab A then writes its part back.
    await expect.poll(() => saved('L1.1'), { message: 'L1.1 still saved after tab B wrote' }).toBe(true);
    // The first tab follows the other through the storage event.
    await expect(new LadderPage(page).solution('L2.1'), 'tab A sees tab B').toBeVisible();
    await b.close();
  });

  test('a failed save says so on the page and keeps saying it', async ({ page, open }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.giveUp('L1.1').click();
    await expect(ladder.notices(), 'notice after the failed save').toHaveText(/Progress is not being saved in this browser/);
    await ladder.giveUp('L1.2').click();
    await expect(ladder.notices(), 'notice stays').toHaveText(/Progress is not being saved in this browser/);
  });

  test('a record that cannot be read is never overwritten', async ({ page, open }) => {
    await open('?view=ladder');
    const good = JSON.stringify({ version: 2, generation: 0, items: { 'L1.1': { attempts: 2, committed: true, correct: true, tries: 2, revealed: false, solved_on_try: 2 } } });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, good]);
    await page.addInitScript(() => {
      window.__realGetItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (k) { if (k === 'warpwise.ladder.progress') throw new Error('blocked'); return window.__realGetItem.call(this, k); };
    });
    await page.reload();
    await page.waitForSelector('header.shell__header');
    const ladder = new LadderPage(page);
    await expect(ladder.notices(), 'unreadable notice').toHaveText(/could not be read from this browser's storage/);
    await ladder.giveUp('L2.1').click();
    const after = await page.evaluate((k) => window.__realGetItem.call(localStorage, k), KEY);
    expect(after, 'the stored record is untouched').toBe(good);
  });

  test('flashcards in two tabs: a turned card stays, and the grade lands on the card the learner saw', async ({ page, context, open, base }) => {
    await open('?view=cards');
    const other = await context.newPage();
    await other.goto(base + '?view=cards');
    await other.waitForSelector('header.shell__header');
    const a = new CardsPage(page);
    const b = new CardsPage(other);
    await expect(a.front()).toHaveText('What is a warp?');
    await a.show().click();
    await expect(a.back()).toContainText('A group of lanes');
    // Tab B reviews the same card while tab A shows its answer.
    await b.show().click();
    await b.grade('Good').click();
    await expect(a.count('learned'), 'tab A follows tab B').toHaveText('1');
    await expect(a.front(), 'the turned card is not swapped for the next one').toHaveText('What is a warp?');
    await expect(a.back()).toContainText('A group of lanes');
    await expect(a.changed(), 'the change is said next to the card').toHaveText(/^This card was reviewed elsewhere while it was on screen/);
    await a.grade('Easy').click();
    const card = async (id) => JSON.parse((await page.evaluate(() => localStorage.getItem('warpwise.cards.v1'))) ?? '{}').cards?.[id];
    await expect.poll(async () => (await card('warp'))?.reps, { message: 'both reviews on warp' }).toBe(2);
    expect(await card('divergence'), 'nothing recorded on a card tab A never showed').toBeUndefined();
    await other.close();
  });

  test('flashcards: a store that throws on the backup never lets a damaged record be overwritten', async ({ page, open }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('warpwise.cards.v1', '{"version":1,"cards":{"warp":');
        sessionStorage.setItem('seeded', '1');
      }
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === 'warpwise.cards.v1.unreadable') throw new DOMException('full', 'QuotaExceededError');
        return real.call(this, k, v);
      };
    });
    await open('?view=cards');
    const cards = new CardsPage(page);
    await expect(cards.notices()).toContainText('would not keep a copy of it aside');
    await cards.show().click();
    await cards.grade('Good').click();
    await expect(cards.count('learned'), 'the page still works').toHaveText('1');
    await expect(cards.notices()).toContainText('your grades here are not saved');
    expect(await page.evaluate(() => localStorage.getItem('warpwise.cards.v1')), 'the damaged record is left in place').toBe('{"version":1,"cards":{"warp":');
  });

  test('one damaged item costs only that item, and a huge counter does not wrap', async ({ page, open }) => {
    await open('?view=ladder');
    const record = { version: 1, items: { 'L1.1': { attempts: 4294967295, committed: true, correct: true }, 'L2.1': { attempts: -1, committed: true, correct: false } } };
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(record)]);
    await page.reload();
    const ladder = new LadderPage(page);
    await expect(ladder.notices(), 'the dropped item is named').toHaveText(/L2\.1/);
    await expect(ladder.levelProgress(1), 'the good item is kept').toHaveText('1 of 2 answered, 1 right');
    await expect(ladder.item('L1.1').locator('.exercise__progress'), 'saturated, not wrapped').toHaveText(/Attempts: 4294967295/);
  });

  test('the release build has no crash switch', async ({ page, open }) => {
    await open('?view=lab&selftest=panic');
    await expect(new Shell(page).crashBanner(), 'no crash banner').toBeHidden();
    await expect(new Shell(page).heading(), 'the view is there').toHaveText(/Sampling lab/);
  });

  test('projector mode stays in the address bar on every view', async ({ page, open }) => {
    for (const view of ['lab', 'ladder', 'tree', 'timeline', 'reality', 'about']) {
      await open(`?view=${view}&projector=1`);
      await page.waitForTimeout(100);
      expect(param(page, 'projector'), `${view}: ${page.url()}`).toBe('1');
    }
  });

  test('anchors scroll on a fresh load and stay in the address bar', async ({ page, open }) => {
    for (const [query, id] of [['?view=reality#row-worst32', 'row-worst32'], ['?view=ladder#level-4', 'level-4']]) {
      await open(query);
      const el = page.locator(`[id="${id}"]`);
      await expect.poll(async () => {
        const box = await el.boundingBox();
        return box !== null && box.y >= -1 && box.y < 900;
      }, `${id} is in view`).toBe(true);
      expect(new URL(page.url()).hash, `hash kept: ${page.url()}`).toBe(`#${id}`);
    }
  });

  test('narrowing the warp clips the loop counts with a notice', async ({ page, open }) => {
    const counts = Array.from({ length: 64 }, (_, i) => (i % 7) + 1).join(',');
    await open(`?view=tree&warp=64&panel=loop&counts=${counts}`);
    const tree = new TreePage(page);
    await page.getByRole('tab', { name: 'Branch tree' }).click();
    await page.getByRole('combobox', { name: 'Warp width' }).selectOption('32');
    await expect(page.getByTestId('notices'), 'notice').toHaveText(/last 32 lanes were dropped/);
    await tree.loopTab().click();
    await expect(tree.readout('loop-iterations'), 'the panel still shows a loop').toHaveText('7');
    await expect.poll(() => param(page, 'counts')?.split(',').length, 'link holds 32 counts').toBe(32);
  });

  test('the lab keeps p exactly as the link gave it', async ({ page, open }) => {
    await open('?view=lab&p=0.9999999999999999&n=64&seed=7');
    await page.waitForTimeout(100);
    expect(param(page, 'p'), new URL(page.url()).search).toBe('0.9999999999999999');
  });

  test('unknown and repeated parameters are named', async ({ page, open }) => {
    await open('?view=lab&n=64&N=5&foo=1&n=abc');
    const notices = new Shell(page).notices();
    await expect(notices, 'unknown N').toHaveText(/"N" part was ignored: this view has no such setting/);
    await expect(notices, 'unknown foo').toHaveText(/"foo" part was ignored/);
    await expect(notices, 'repeated n').toHaveText(/"n" part was ignored: it appears more than once/);
  });

  test('Back and Forward walk through committed edits', async ({ page, open }) => {
    await open('?view=timeline');
    const tl = new TimelinePage(page);
    await page.waitForTimeout(700);
    await tl.length('A').fill('35');
    await expect(tl.readout('t-div'), 'after the first edit').toHaveText('60 cycles');
    await page.waitForTimeout(700);
    await tl.length('B').fill('30');
    await expect(tl.readout('t-div'), 'after the second edit').toHaveText('65 cycles');
    await page.goBack();
    await expect(tl.readout('t-div'), 'Back undoes the second edit').toHaveText('60 cycles');
    await page.goBack();
    await expect(tl.readout('t-div'), 'Back undoes the first edit').toHaveText('40 cycles');
    await page.goForward();
    await expect(tl.readout('t-div'), 'Forward redoes it').toHaveText('60 cycles');
    await expect(tl.length('A'), 'the field follows the restored state').toHaveValue('35');
    expect(param(page, 'view'), 'still on the timeline').toBe('timeline');
  });

  test('echoed input is quoted, labelled and cut short', async ({ page, open }) => {
    const planted = 'Your account is locked. Call 555 0100 to unlock it now, or lose every answer you saved here today.';
    await open(`?view=${encodeURIComponent(planted)}`);
    const notices = new Shell(page).notices();
    await expect(notices, 'labelled').toContainText('no view called "Your account is locked.');
    await expect(notices, 'cut at 60 characters').toContainText('…');
    await expect(notices, 'cut at 60 characters').not.toContainText('lose every answer');
    // Both quotations (the part's name, the echoed value) are set as code, quotes included; the app's own words are not.
    await expect(notices.locator('code'), 'the part and the echo').toHaveText(['"view"', /^"Your account is locked\..*…"$/]);
    await expect(notices.locator('li').first()).toHaveText(/^The link's "view" part was ignored: there is no view called "Your/);
  });

  test('a decimal comma and fractions are read; 0x40 is refused without using a try', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    await ladder.field('L2.1', /^T_div/).fill('0x40');
    await ladder.check('L2.1').click();
    await expect(ladder.item('L2.1').locator('.field__error').first(), 'refused').toHaveText(/"0x40" is not a number/);
    await expect(ladder.item('L2.1').locator('.exercise__progress'), 'no try used').toHaveText('Not tried yet.');
    await ladder.field('L2.1', /^T_div/).fill('40');
    await ladder.field('L2.1', /^T_ideal/).fill('25');
    await ladder.field('L2.1', /^Path efficiency/).fill('62,5%');
    await ladder.check('L2.1').click();
    await expect(ladder.item('L2.1').locator('.exercise__status'), 'decimal comma read').toHaveText('Solved on try 1.');
  });

  test('a view with no settings of its own names a part it ignored', async ({ page, open }) => {
    for (const [link, part] of [['?view=reality&round=zzz', 'round'], ['?view=cards&card=nope', 'card'], ['?lang=hi-Latn&lang=en', 'lang']]) {
      await open(link);
      await expect(new Shell(page).notices(), link).toContainText(`"${part}"`);
    }
  });

  test('an oversized link part is dropped by name, and the view opens with the rest of the link', async ({ page, open }) => {
    const counts = Array.from({ length: 100000 }, () => '5').join(',');
    await open(`?view=tree&panel=loop&counts=${counts}&lang=hi-Latn`);
    await expect(new Shell(page).notices(), 'the part is named').toHaveText(/"counts" hissa.*64 KB se lamba link/);
    await expect(page.locator('html'), 'the rest of the link still counts').toHaveAttribute('lang', 'hi-Latn');
    await expect(page.getByRole('heading', { level: 1 }), 'the view opened').toBeVisible();
  });

  test('the server sends the hosting headers', async ({ page, base }) => {
    const response = await page.goto(base + '?view=about');
    const h = response.headers();
    expect(h['content-security-policy'], 'CSP header').toMatch(/frame-ancestors 'none'/);
    expect(h['x-content-type-options'], 'nosniff').toBe('nosniff');
  });
});

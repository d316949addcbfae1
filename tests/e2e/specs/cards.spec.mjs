// Flashcards (issue 17): the due queue graded by FSRS with keys and buttons, progress kept across reloads
// and tabs, export and import as a JSON file, damaged or unavailable storage never fatal.
import { writeFileSync } from 'node:fs';
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { CardsPage } from '../pages/learn.mjs';

const KEY = 'warpwise.cards.v1';
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);

test.describe('cards', () => {
  test('a first review: turn with Space, grade with a key, the next card and the counts follow', async ({ page, open }) => {
    await open('?view=cards');
    const cards = new CardsPage(page);
    await expect(cards.count('total'), 'the whole deck').toHaveText('28');
    await expect(cards.count('due')).toHaveText('0');
    await expect(cards.count('new'), 'ten new cards a day').toHaveText('10');
    await expect(cards.front()).toHaveText('What is a warp?');
    await expect(cards.back(), 'the answer waits for the turn').toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(cards.back()).toContainText('A group of lanes');
    // Each grade shows when the card would come back (FSRS's first steps for a new card).
    await expect(cards.grade('Again')).toContainText('next in 1 minute');
    await expect(cards.grade('Hard')).toContainText('next in 5 minutes');
    await expect(cards.grade('Good')).toContainText('next in 10 minutes');
    await expect(cards.grade('Easy')).toContainText('next in 15 days');
    await page.keyboard.press('3');
    await expect(cards.status()).toHaveText('Graded Good: due again in 10 minutes.');
    await expect(cards.front(), 'the next new card').toHaveText('What is warp divergence?');
    await expect(cards.count('new')).toHaveText('9');
    await expect(cards.count('learned')).toHaveText('1');
    await expect.poll(async () => JSON.parse(await stored(page))?.cards?.warp?.reps, { message: 'saved' }).toBe(1);
    // Buttons do the same as keys.
    await cards.show().click();
    await expect(cards.grade('Again'), 'the keyboard moves to the grades').toBeFocused();
    await cards.grade('Easy').click();
    await expect(cards.status()).toHaveText('Graded Easy: due again in 15 days.');
    await expect(cards.card(), 'and back to the next card').toBeFocused();
    await page.reload();
    await expect(cards.count('learned'), 'kept across a reload').toHaveText('2');
  });

  test('a learning card comes back when due, without a reload', async ({ page, open }) => {
    await page.clock.install();
    await open('?view=cards');
    const cards = new CardsPage(page);
    await cards.show().click();
    await cards.grade('Again').click();
    await expect(cards.count('due')).toHaveText('0');
    await page.clock.fastForward('01:20');
    await expect(cards.count('due'), 'due after a minute').toHaveText('1');
    await expect(cards.front(), 'due cards come before new ones').toHaveText('What is a warp?');
  });

  test('when nothing is due the page says when the next card is', async ({ page, open }) => {
    await open('?view=cards');
    const cards = new CardsPage(page);
    for (let i = 0; i < 10; i++) {
      await cards.show().click();
      await cards.grade('Easy').click();
    }
    await expect(cards.caughtUp()).toHaveText(/^Nothing is due now\. The next card is due in 15 days\. Today's new cards are done: 10 more open tomorrow \(a study day starts at 04:00\)\.$/);
    await expect(cards.count('new')).toHaveText('0');
  });

  test('export then import into a fresh browser restores the reviews; bad files are refused', async ({ page, open, browser, base }, info) => {
    await open('?view=cards');
    const cards = new CardsPage(page);
    await cards.show().click();
    await cards.grade('Good').click();
    const download = page.waitForEvent('download');
    await cards.exportButton().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('warpwise-flashcards.json');
    const path = info.outputPath('export.json');
    await file.saveAs(path);
    await expect(cards.status()).toHaveText('Progress saved as warpwise-flashcards.json.');

    const other = await browser.newContext({ serviceWorkers: 'block' });
    const fresh = await other.newPage();
    await fresh.goto(base + '?view=cards');
    const there = new CardsPage(fresh);
    await expect(there.count('learned')).toHaveText('0');
    const bad = info.outputPath('bad.json');
    writeFileSync(bad, '{"version": 1, "cards": ');
    await there.importInput().setInputFiles(bad);
    await expect(there.status(), 'malformed file').toHaveText(/^This file is not valid JSON/);
    await expect(there.count('learned'), 'nothing changed').toHaveText('0');
    const big = info.outputPath('big.json');
    writeFileSync(big, ' '.repeat(300 * 1024));
    await there.importInput().setInputFiles(big);
    await expect(there.status(), 'oversized file').toHaveText(/larger than 256 KB/);
    const empty = info.outputPath('empty.json');
    writeFileSync(empty, '{"version":1,"cards":{}}');
    await there.importInput().setInputFiles(empty);
    await expect(there.status(), 'a file that changes nothing').toHaveText('Nothing imported: the file holds no reviewed cards. Your progress here is unchanged.');
    await there.importInput().setInputFiles(path);
    await expect(there.status()).toHaveText(/^Imported\. Cards taken from the file: 1\./);
    await expect(there.count('learned'), 'the review arrived').toHaveText('1');
    await fresh.reload();
    await expect(there.count('learned'), 'and was saved').toHaveText('1');
    await other.close();
  });

  test('damaged saved progress is set aside with a notice; the cards still work', async ({ page, open }) => {
    await page.addInitScript((k) => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem(k, '{"version":1,"cards":'); sessionStorage.setItem('seeded', '1'); } }, KEY);
    await open('?view=cards');
    const cards = new CardsPage(page);
    await expect(cards.notices()).toContainText('Your saved flashcard progress was damaged');
    await cards.show().click();
    await cards.grade('Good').click();
    await expect(cards.count('learned')).toHaveText('1');
    await expect(page.getByText('Your saved flashcard progress was damaged'), 'the grade replaced the damaged record, once a copy was set aside').toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('warpwise.cards.v1.unreadable')), { message: 'the damaged record, byte for byte' }).toBe(JSON.stringify(['{"version":1,"cards":']));
    const download = page.waitForEvent('download');
    await cards.downloadSetAside().click();
    expect((await download).suggestedFilename()).toBe('warpwise-flashcards-set-aside.json');
    await cards.restoreSetAside().click();
    await expect(cards.status(), 'still unreadable, still kept').toHaveText(/^The set-aside record still cannot be read/);
    await expect(cards.downloadSetAside()).toBeVisible();
  });

  test('an unreadable record is set aside before a grade overwrites it, and restored on request', async ({ page, open }) => {
    // A record of an unknown old version holding a sound card, and a bare number: neither is lost.
    for (const [text, learned] of [['5', '1'], ['OLD', '2']]) {
      await page.addInitScript(([k, t]) => {
        if (sessionStorage.getItem('seeded') === t) return;
        const day = 86400000, now = Date.now();
        const entry = { due: now + 3 * day, stability: 3.5, difficulty: 5, elapsed_days: 1, scheduled_days: 3, reps: 2, lapses: 0, state: 'review', last_review: now - day, first_review: now - 2 * day };
        localStorage.clear();
        localStorage.setItem(k, t === 'OLD' ? JSON.stringify({ version: 0, cards: { loops: entry } }) : t);
        sessionStorage.setItem('seeded', t);
      }, [KEY, text]);
      await open('?view=cards');
      const cards = new CardsPage(page);
      await expect(cards.notices()).toContainText('so it was set aside');
      const original = await stored(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('warpwise.cards.v1.unreadable')), { message: 'set aside at once' }).toBe(JSON.stringify([original]));
      await cards.show().click();
      await cards.grade('Good').click();
      await expect(cards.count('learned'), 'the grade, and any card recovered').toHaveText(learned);
      await expect.poll(async () => JSON.parse(await stored(page))?.cards?.warp?.reps, { message: 'saved' }).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('warpwise.cards.v1.unreadable')), 'kept through the save').toBe(JSON.stringify([original]));
    }
  });

  test('a record from another build keeps what this build does not know', async ({ page, open }) => {
    await page.addInitScript((k) => {
      if (sessionStorage.getItem('seeded')) return;
      const day = 86400000, now = Date.now();
      const text = `{"version":1,"cards":{"loops":{"due":${now + 3 * day},"stability":3.5,"difficulty":5,"elapsed_days":1,"scheduled_days":3,"reps":2,"lapses":0,"state":"review","last_review":${now - day},"first_review":${now - 2 * day},"ease":2.50,"big":12345678901234567890123},"a-card-from-the-future":{"due":1}},"history":[1,{"a":null}]}`;
      localStorage.setItem(k, text);
      sessionStorage.setItem('seeded', '1');
    }, KEY);
    await open('?view=cards');
    const cards = new CardsPage(page);
    await cards.show().click();
    await cards.grade('Good').click();
    await expect.poll(async () => JSON.parse(await stored(page))?.cards?.warp?.reps, { message: 'saved' }).toBe(1);
    const text = await stored(page);
    expect(text, 'an unknown field, its number as written').toContain('"ease":2.50,"big":12345678901234567890123');
    expect(text, 'an unknown card').toContain('"a-card-from-the-future":{"due":1}');
    expect(text, 'an unknown member').toContain('"history":[1,{"a":null}]');
    expect(await page.evaluate(() => localStorage.getItem('warpwise.cards.v1.unreadable')), 'nothing set aside').toBeNull();
  });

  test('an import refuses dates centuries ahead by name, merges the rest, and can be undone', async ({ page, open }, info) => {
    await open('?view=cards');
    const cards = new CardsPage(page);
    await cards.show().click();
    await cards.grade('Good').click();
    await expect.poll(async () => JSON.parse(await stored(page))?.cards?.warp?.reps, { message: 'saved' }).toBe(1);
    const before = await stored(page);
    const now = Date.now(), day = 86400000;
    const entry = (first, last, due) => ({ due, stability: 3.5, difficulty: 5, elapsed_days: 1, scheduled_days: 3, reps: 2, lapses: 0, state: 'review', last_review: last, first_review: first });
    const y2200 = Date.UTC(2200, 0, 1), y9999 = Date.UTC(9999, 0, 1);
    const file = info.outputPath('hostile.json');
    writeFileSync(file, JSON.stringify({ version: 1, cards: { warp: entry(y2200, y2200, y2200 + day), ballot: entry(now - 2 * day, now - day, y9999), loops: entry(now - 2 * day, now - day, now + 3 * day) } }));
    await cards.importInput().setInputFiles(file);
    await expect(cards.status()).toHaveText(/^Imported\. Cards taken from the file: 1\..*Refused, because their dates are before 2000 or more than 100 years from now \(2\): ballot, warp; their schedules here are unchanged\.$/);
    await expect(cards.count('learned'), 'warp kept, loops taken').toHaveText('2');
    await expect.poll(async () => JSON.parse(await stored(page))?.cards?.warp?.reps, { message: 'the real schedule stays' }).toBe(1);
    await cards.undoImport().click();
    await expect(cards.status()).toHaveText('The import is undone: the deck is as it was before it.');
    await expect(cards.count('learned')).toHaveText('1');
    await expect.poll(() => stored(page), { message: 'exactly the deck before the import' }).toBe(before);
    await expect(cards.undoImport()).toHaveCount(0);
  });

  test('a page that cannot keep progress refuses an import instead of reporting it done', async ({ page, open }, info) => {
    // A newer version's record is stored: this page never overwrites it, so an import could not be kept.
    await page.addInitScript((k) => localStorage.setItem(k, '{"version":2,"cards":{}}'), KEY);
    await open('?view=cards');
    const cards = new CardsPage(page);
    const file = info.outputPath('export.json');
    writeFileSync(file, '{"version":1,"cards":{}}');
    await cards.importInput().setInputFiles(file);
    await expect(cards.status()).toHaveText(/^This page cannot keep flashcard progress .* nothing was imported/);
    await expect(page.evaluate((k) => localStorage.getItem(k), KEY), 'the newer record untouched').resolves.toBe('{"version":2,"cards":{}}');
  });

  test('a saved number too large for a double sets only its card aside', async ({ page, open }) => {
    await page.addInitScript((k) => {
      if (sessionStorage.getItem('seeded')) return;
      const day = 86400000, now = Date.now();
      const entry = (stability) => ({ due: now + 3 * day, stability, difficulty: 5, elapsed_days: 1, scheduled_days: 3, reps: 2, lapses: 0, state: 'review', last_review: now - day, first_review: now - 2 * day });
      const text = JSON.stringify({ version: 1, cards: { warp: entry(3.5), divergence: entry(7) } }).replace('"stability":7', '"stability":1e400');
      localStorage.setItem(k, text);
      sessionStorage.setItem('seeded', '1');
    }, KEY);
    await open('?view=cards');
    const cards = new CardsPage(page);
    await expect(cards.notices()).toContainText("Some cards' saved schedules were damaged");
    await expect(cards.count('learned'), 'the sound card is kept').toHaveText('1');
  });

  test('storage that refuses every write says progress will not be kept', async ({ page, open }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await open('?view=cards');
    const cards = new CardsPage(page);
    await cards.show().click();
    await cards.grade('Hard').click();
    await expect(cards.notices()).toContainText('refused to store your flashcard progress');
    await expect(cards.count('learned'), 'the page still works').toHaveText('1');
  });

  test('two tabs: a review in one shows in the other', async ({ page, context, open, base }) => {
    await open('?view=cards');
    const other = await context.newPage();
    await other.goto(base + '?view=cards');
    await other.waitForSelector('header.shell__header');
    const a = new CardsPage(page);
    await a.show().click();
    await a.grade('Good').click();
    await expect(new CardsPage(other).count('learned'), 'tab B follows').toHaveText('1');
    await other.close();
  });

  test('Hinglish cards and grades', async ({ page, open }) => {
    await open('?view=cards&lang=hi-Latn');
    const cards = new CardsPage(page);
    await expect(cards.front()).toHaveText('Warp kya hota hai?');
    await page.keyboard.press('Space');
    await expect(cards.grade('Theek')).toContainText('agla 10 minute mein');
    await page.keyboard.press('1');
    await expect(cards.status()).toHaveText('Phir se diya: phir se due 1 minute mein.');
    await expectAccessible(page, 'cards in Hinglish, turned');
  });
});

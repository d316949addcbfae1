// Learn (issue 17): every topic in both languages with its live element, the check-yourself question
// answered before any explanation, the language switch carried in links, bad links, axe.
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { LearnPage } from '../pages/learn.mjs';
import { Shell } from '../pages/shell.mjs';

/** The topics in order (`model::learn::TOPICS` keys: teachers' links). */
const TOPICS = ['simt', 'cost', 'nested', 'loops', 'layouts', 'mitigations', 'regime', 'correctness', 'stepper', 'errata'];
const LANGS = [['en', 'Learn: warp divergence, topic by topic'], ['hi-Latn', 'Seekho: warp divergence, ek-ek topic karke']];

test.describe('learn', () => {
  for (const [lang, heading] of LANGS) {
    test(`every topic renders in ${lang} with its live element and question`, async ({ page, open }) => {
      const learn = new LearnPage(page);
      for (const key of TOPICS) {
        await open(`?view=learn&topic=${key}${lang === 'en' ? '' : `&lang=${lang}`}`);
        await expect(new Shell(page).heading(), `${key}: heading`).toHaveText(heading);
        await expect(page.locator('html'), `${key}: page language`).toHaveAttribute('lang', lang);
        await expect(learn.title(), `${key}: topic title`).not.toBeEmpty();
        expect(await learn.paragraphs().count(), `${key}: paragraphs`).toBeGreaterThanOrEqual(3);
        await expect(learn.topics().locator('[aria-current="page"]'), `${key}: current topic marked`).toHaveCount(1);
        const live = (await learn.liveLinks().count()) + (await learn.calculator().count());
        expect(live, `${key}: a live element`).toBeGreaterThanOrEqual(1);
        for (const href of await learn.liveLinks().evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
          expect(href, `${key}: live links keep the language`).toContain(lang === 'en' ? '?view=' : 'lang=hi-Latn');
        }
        expect(await learn.choices().count(), `${key}: choices`).toBeGreaterThanOrEqual(3);
      }
    });
  }

  test('every live link opens its view preloaded, with no notice', async ({ page, open, base }) => {
    const learn = new LearnPage(page);
    const links = [];
    for (const key of TOPICS) {
      await open(`?view=learn&topic=${key}`);
      links.push(...(await learn.liveLinks().evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))));
    }
    expect(links.length, 'live links').toBeGreaterThanOrEqual(9);
    for (const [label, href] of links) {
      await page.goto(base + href);
      await page.waitForSelector('header.shell__header');
      await expect(new Shell(page).heading(), `${label}: the view renders`).toBeVisible();
      await expect(new Shell(page).notices(), `${label}: the link is clean`).toHaveCount(0);
    }
  });

  test('a live link is followed by a click and the navigation returns', async ({ page, open }) => {
    await open('?view=learn&topic=cost');
    const learn = new LearnPage(page);
    await learn.liveLinks().first().click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'timeline');
    await expect(page.getByTestId('t-div')).toHaveText(/^\d+/);
    await page.goBack();
    await expect(learn.title()).toHaveText('The cost rule');
  });

  test('the question: commit before any answer, a wrong try keeps it hidden, then the answer', async ({ page, open }) => {
    await open('?view=learn&topic=cost');
    const learn = new LearnPage(page);
    await learn.reveal().click();
    await expect(learn.status(), 'no answer before a try').toHaveText(/Commit an answer of your own first/);
    await expect(learn.feedback()).toBeEmpty();
    await learn.commit().click();
    await expect(learn.status(), 'nothing chosen').toHaveText('Choose an answer first, then commit it.');
    // Find a wrong choice by trying them in order; a right one ends the question.
    let wrong = false;
    for (let i = 0; i < await learn.choices().count() && !wrong; i++) {
      await learn.choices().nth(i).check();
      await learn.commit().click();
      const text = await learn.feedback().textContent();
      if (text.startsWith('Not this one')) {
        wrong = true;
        await expect(learn.feedback(), 'a wrong try says only that').not.toContainText('The answer');
        await expect(learn.choices().nth(i), 'choices stay open').toBeEnabled();
        await expect(learn.check().locator('label').nth(i), 'the tried choice is marked').toContainText('✗ tried, not right');
        await learn.choices().nth(i).press('Enter');
        await expect(learn.status(), 'Enter commits; the same wrong choice is not counted twice').toHaveText('You already tried that one and it was not right; choose another.');
      } else {
        expect(text).toMatch(/^Right\. /);
        await expect(learn.check().locator('label').nth(i), 'the right choice is marked in words').toContainText('✓ your answer, right');
        await expect(learn.commit(), 'finished').toBeDisabled();
        await open('?view=learn&topic=cost');
      }
    }
    expect(wrong, 'some choice is wrong').toBe(true);
    await learn.reveal().click();
    await expect(learn.feedback(), 'the answer and why').toHaveText(/^The answer: .+/);
    await expect(learn.feedback(), 'the keyboard moves to it').toBeFocused();
    await expect(learn.choices().first(), 'choices close').toBeDisabled();
    await expect(learn.check().locator('label').filter({ hasText: '✓ the right answer' }), 'the answer is marked among the choices').toHaveCount(1);
  });

  test('topics move in place; Back returns; answers are kept per topic', async ({ page, open }) => {
    await open('?view=learn&topic=simt');
    const learn = new LearnPage(page);
    await learn.choices().first().check();
    await learn.commit().click();
    await expect(learn.feedback()).not.toBeEmpty();
    await page.getByRole('link', { name: /^Next: The cost rule →$/ }).click();
    await expect(learn.title()).toHaveText('The cost rule');
    expect(learn.param('topic')).toBe('cost');
    await expect(learn.title(), 'focus moves to the topic').toBeFocused();
    await learn.topicLink('SIMT and the active mask').click();
    await expect(learn.feedback(), 'the first topic kept its answer').not.toBeEmpty();
    await page.goBack();
    await expect(learn.title()).toHaveText('The cost rule');
  });

  test('the regime calculator: efficiency moves the ridge; bad input is refused at the field', async ({ page, open }) => {
    await open('?view=learn&topic=regime');
    const learn = new LearnPage(page);
    await expect(learn.verdict()).toHaveText(/^Issue-limited: every lost lane is lost speed\. Above 71\.7%/);
    await learn.field('Lane-weighted issue efficiency (%)').fill('100');
    await expect(learn.verdict(), 'left of the full ridge').toHaveText(/^Memory-bound/);
    await expect(page.locator('svg#roofline polyline'), 'one roof at 100 %').toHaveCount(1);
    await learn.field('Arithmetic intensity (FLOP per byte)').fill('0.001');
    await expect(page.locator('#regime-intensity-error')).toHaveText(/at most two decimals/);
    await expect(learn.verdict(), 'the last good value stays').toHaveText(/^Memory-bound/);
    await learn.field('Lane-weighted issue efficiency (%)').fill('25');
    await expect(page.locator('svg#roofline polyline'), 'two roofs').toHaveCount(2);
    await expectAccessible(page, 'learn: regime');
  });

  test('the calculator is in the link: a fresh page shows the same numbers; a bad part is named, the rest kept', async ({ page, open }) => {
    await open('?view=learn&topic=regime');
    const learn = new LearnPage(page);
    await learn.field('Lane-weighted issue efficiency (%)').fill('80');
    await learn.field('Arithmetic intensity (FLOP per byte)').fill('3');
    await expect.poll(() => [learn.param('efficiency'), learn.param('intensity')], 'the link follows').toEqual(['80', '3']);
    const readouts = await page.getByTestId('regime-readouts').textContent();
    await open(`?${new URL(page.url()).searchParams}`);
    await expect(learn.field('Lane-weighted issue efficiency (%)'), 'restored').toHaveValue('80');
    await expect(learn.field('Arithmetic intensity (FLOP per byte)')).toHaveValue('3');
    await expect(page.getByTestId('regime-readouts'), 'the same numbers').toHaveText(readouts);
    await open('?view=learn&topic=regime&sms=many&clock=2000');
    await expect(new Shell(page).notices(), 'the bad part named').toContainText('"sms"');
    await expect(learn.field('Clock (MHz)'), 'the rest kept').toHaveValue('2000');
    await expect(learn.field('SMs'), 'the bad one at the H200').toHaveValue('132');
  });

  test('the language switch: Hinglish carried in links, remembered, and English again', async ({ page, open, base }) => {
    await open('?view=learn&topic=loops');
    const learn = new LearnPage(page);
    await learn.language('Hinglish').click();
    await expect(new Shell(page).heading()).toHaveText('Seekho: warp divergence, ek-ek topic karke');
    await expect.poll(() => learn.param('lang')).toBe('hi-Latn');
    expect(learn.param('topic'), 'the topic is kept').toBe('loops');
    await expect(learn.language('Hinglish')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('navigation', { name: 'Views ki list' }).getByRole('link', { name: 'Flashcards dohrao' })).toHaveAttribute('href', /lang=hi-Latn/);
    // Remembered: a link without lang opens in Hinglish on this browser.
    await page.goto(base + '?view=timeline');
    await expect(page.getByRole('link', { name: 'Timeline dekho' })).toBeVisible();
    await learn.language('English').click();
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Timeline', exact: true })).toBeVisible();
    await expect.poll(() => learn.param('lang'), 'English needs no parameter').toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page, 'the tab says which view').toHaveTitle('Timeline — Warpwise');
  });

  test('a bad link names its bad parts and keeps the rest', async ({ page, open }) => {
    await open('?view=learn&topic=nope&lang=fr&projector=1');
    const learn = new LearnPage(page);
    // The shell names its own parameters (lang), the view its own (topic).
    await expect(page.locator('main')).toContainText('there is no topic called "nope"; the first topic opened');
    await expect(page.locator('main')).toContainText('there is no language "fr" (en or hi-Latn), so English is shown');
    await expect(learn.title()).toHaveText('SIMT and the active mask');
    await expect(page.locator('body')).toHaveClass(/projector/);
  });

  for (const lang of ['en', 'hi-Latn']) {
    test(`axe: 0 violations on learn and cards in ${lang}, desktop and phone`, async ({ page, open }) => {
      for (const size of [{ width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(size);
        for (const query of ['?view=learn&topic=correctness', '?view=learn&topic=regime', '?view=cards']) {
          await open(`${query}&lang=${lang}`);
          await expect(new Shell(page).heading()).toBeVisible();
          await expectAccessible(page, `${query} ${lang} ${size.width}px`);
          // The page never scrolls sideways; what is wider (code) scrolls inside its own box.
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth
            ? [...document.querySelectorAll('body *')]
              .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('pre'))
              .map((e) => `${e.tagName.toLowerCase()}.${e.className?.baseVal ?? e.className}`)
            : []);
          expect(wide, `${query} ${size.width}px: nothing wider than the screen`).toEqual([]);
        }
      }
    });
  }
  test('P keeps every link of the page in projector mode, and the focus where it was', async ({ page, open }) => {
    await open('?view=learn&topic=cost');
    const learn = new LearnPage(page);
    const link = learn.topicLink('SIMT and the active mask');
    await link.focus();
    await page.keyboard.press('p');
    await expect(page.locator('body')).toHaveClass(/projector/);
    await expect(link, 'the topic link carries projector mode').toHaveAttribute('href', /projector=1/);
    await expect(link, 'and keeps the focus').toBeFocused();
    await expect(page.getByRole('link', { name: /^Next: / }), 'the pager too').toHaveAttribute('href', /projector=1/);
    await expect(learn.topics().getByRole('link', { name: /^The cost rule/ }), 'the page\'s own topic is marked').toHaveAttribute('aria-current', 'page');
    await expect(link, 'and only it').not.toHaveAttribute('aria-current', 'page');
    await learn.commit().click();
    await expect(learn.status(), 'a refusal').toHaveText('Choose an answer first, then commit it.');
    await page.getByRole('link', { name: /^Next: / }).click();
    await expect(learn.status(), 'a new topic starts without the last one\'s refusal').toBeEmpty();
  });
});

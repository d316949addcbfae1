// Links and history (issue 34, items 5–8): a stepper link keeps only what the kernel reads and says what
// it dropped or which parameter won; echoed text never turns the app's words around; an early edit gets
// its own history entry; the loop panel keeps the counts a narrower warp set aside.
import { test, expect } from '../fixtures.mjs';
import { StepperPage } from '../pages/stepper.mjs';
import { TimelinePage } from '../pages/timeline.mjs';
import { TreePage } from '../pages/tree.mjs';

const src = (text) => Buffer.from(text, 'utf8').toString('base64url');
const param = (page, key) => new URL(page.url()).searchParams.get(key);
const notices = (page) => page.getByTestId('notices');
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

test.describe('stepper links', () => {
  test('an input the kernel does not read is named, dropped and never written back', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&inputs=__proto__:1,2;path:1,1,1,1');
    await expect(notices(page)).toContainText('"inputs" part was ignored: the kernel reads no input called "__proto__"');
    const s = new StepperPage(page);
    await expect(s.input('path'), 'the input the kernel reads is kept').toHaveValue(/^1, 1, 1, 1/);
    await s.mode().selectOption('toy');
    await expect(page).toHaveURL(/mode=toy/);
    expect(param(page, 'inputs'), 'the link keeps path').toMatch(/^path:1,1,1,1/);
    expect(page.url(), 'and drops __proto__').not.toContain('__proto__');
  });

  test('2,000 unread inputs: five are named, the rest counted', async ({ page, open }) => {
    const many = Array.from({ length: 2000 }, (_, i) => `zz${i}:1`).join(';');
    await open(`?view=stepper&example=l2-1-two-paths&inputs=${many}`);
    const item = notices(page).getByRole('listitem').filter({ hasText: '"inputs"' });
    await expect(item).toContainText('"zz0, zz1, zz2, zz3, zz4" (and 1,995 more)');
    expect((await item.textContent()).length, 'a short notice').toBeLessThan(300);
  });

  test('conflicting parameters say which one won', async ({ page, open }) => {
    await open(`?view=stepper&example=l2-1-two-paths&src=${src('work(3);\n')}&warp=32&active=20&lanes=f`);
    await expect(notices(page)).toContainText('"example" part was ignored: the link also has "src"');
    await expect(notices(page)).toContainText('"active" part was ignored: the link also has "lanes"');
    await expect(page.getByRole('textbox', { name: /^Launched lanes/ }), 'the mask won: 4 lanes').toHaveValue('4');
  });

  test('a linked source over 8 KB is named with its size', async ({ page, open }) => {
    await open(`?view=stepper&src=${src('/'.repeat(8192) + '\n')}`);
    await expect(notices(page)).toContainText('"src" part was ignored: the source is 8,193 bytes; the stepper reads at most 8 KB (8,192 bytes)');
  });

  test('too many brackets are refused with the true limit', async ({ page, open }) => {
    const deep = `int x = ${'('.repeat(49)}1${')'.repeat(49)};\nwork(x);\n`;
    await open(`?view=stepper&src=${src(deep)}`);
    const s = new StepperPage(page);
    await expect(s.compileError()).toContainText('at most 48 brackets inside one another');
    await expect(s.compileError()).not.toContainText('more than 100');
  });
});

test.describe('bidirectional text', () => {
  test('a right-to-left override in an echo is shown as its escape', async ({ page, open }) => {
    await open(`?view=stepper&example=${encodeURIComponent('\u202Eelpmaxe\u2066x')}`);
    const item = notices(page).getByRole('listitem').filter({ hasText: 'no example called' });
    await expect(item).toContainText('\\u{202E}elpmaxe\\u{2066}x');
    expect(await notices(page).textContent(), 'no control character reaches the page').not.toMatch(BIDI);
  });

  test('bidirectional controls in the source are flagged by line', async ({ page, open }) => {
    const tricky = 'int x = 1;\n/* \u202E } if (x) { \u2066 */ work(x);\nwork(2);\n';
    await open(`?view=stepper&src=${src(tricky)}`);
    await expect(page.getByTestId('bidi-warning')).toHaveText(/Unicode bidirectional control characters on line 2:/);
    const s = new StepperPage(page);
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await s.source().fill('work(1);\n');
    await expect(page.getByTestId('bidi-warning'), 'a clean source has no warning').toHaveCount(0);
  });
});

test.describe('history', () => {
  test('an edit right after opening gets its own entry; Back returns to the view as opened', async ({ page, open, base }) => {
    await page.goto(`${base}?view=lab`);
    await page.waitForSelector('header.shell__header');
    // An unknown part makes the first write tidy the opening link: that is no edit.
    await open('?view=timeline&x=1');
    const tl = new TimelinePage(page);
    await tl.length('A').fill('35');
    await expect(tl.readout('t-div'), 'after the edit').toHaveText('60 cycles');
    await page.goBack();
    await expect(tl.readout('t-div'), 'Back shows the view as opened').toHaveText('40 cycles');
    expect(param(page, 'view'), 'still on the timeline').toBe('timeline');
  });
});

test.describe('loop panel', () => {
  test('64 → 32 → 64 lanes brings back the counts set aside', async ({ page, open }) => {
    const counts = Array.from({ length: 64 }, (_, i) => (i % 7) + 1).join(',');
    await open(`?view=tree&warp=64&panel=loop&counts=${counts}`);
    const tree = new TreePage(page);
    await page.getByRole('tab', { name: 'Branch tree' }).click();
    const width = page.getByRole('combobox', { name: 'Warp width' });
    await width.selectOption('32');
    await expect(notices(page)).toContainText('the trip counts of the last 32 lanes were dropped from it; they are set aside and come back if you switch back to 64 lanes');
    await width.selectOption('64');
    await expect(notices(page)).toContainText('The warp has 64 lanes again, so the 32 trip counts set aside came back.');
    await tree.loopTab().click();
    await expect.poll(() => param(page, 'counts'), 'the link holds all 64 counts again').toBe(counts);
  });
});

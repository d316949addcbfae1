// The warp stepper, experience round 3 (issue #33): one-line kernels (the issuing statement marked,
// Format kept in the link), input arrays in the per-lane values and their fields, the room's 1024×768
// projector and a phone, the exported strip to scale, counts in the singular, every word in Hinglish.
import { readFileSync } from 'node:fs';
import { test, expect } from '../fixtures.mjs';
import { StepperPage } from '../pages/stepper.mjs';

const src = (text) => Buffer.from(text).toString('base64url');
const ONE_LINE = 'int x = laneid; if (x < 16) { work(2); } else { work(3); }';
const DOUBLES = '__global__ void twice(int *data) { int i = threadIdx.x; data[i] = data[i] * 2; }';

test.describe('stepper round 3', () => {
  test('a one-line kernel marks the issuing statement, and Format puts one a line, kept in the link', async ({ page, open }) => {
    await open(`?view=stepper&src=${src(ONE_LINE)}`);
    const s = new StepperPage(page);
    await expect(s.codeLines()).toHaveCount(1);
    await expect(s.issuing(), 'the declaration issues first').toHaveText('int x = laneid;');
    await expect(s.position()).toHaveText('Slot 0; next: line 1, int x = laneid;');
    await s.button('Step').click();
    await expect(s.issuing(), 'then the condition, not the whole line').toHaveText('if (x < 16)');
    await expect(s.position()).toHaveText('Slot 1; next: line 1, if (x < 16)');
    await s.button('Format: one statement a line').click();
    await expect(s.codeLines(), 'one statement a line').toHaveCount(6);
    await expect(s.issuing(), 'the same slot, now on its own line').toHaveText('if (x < 16)');
    await expect(s.position()).toHaveText('Slot 1; next: line 2, if (x < 16)');
    await expect(s.button('Format: one statement a line'), 'nothing left to format').toBeHidden();
    const formatted = 'int x = laneid;\nif (x < 16) {\n    work(2);\n} else {\n    work(3);\n}';
    await expect(page, 'the link carries the formatted source').toHaveURL(new RegExp(`src=${src(formatted)}(&|$)`));
    await page.reload();
    await expect(s.codeLines(), 'a reload keeps it').toHaveCount(6);
    await open(`?view=stepper&src=${src(ONE_LINE)}`);
    await expect(s.codeLines(), 'an old link opens as it was written').toHaveCount(1);
  });

  test('input arrays show each lane\'s element as it changes; their fields say empty is zeros and refuse too few', async ({ page, open }) => {
    const values = Array.from({ length: 32 }, (_, i) => i).join(',');
    await open(`?view=stepper&src=${src(DOUBLES)}&inputs=data:${values}`);
    const s = new StepperPage(page);
    await page.getByText('Per-lane values', { exact: true }).click();
    const table = page.getByTestId('lane-values');
    await expect(table.locator('thead th').last()).toHaveText('data[lane]');
    const lane3 = table.locator('tbody tr').nth(3).locator('td').last();
    await expect(lane3).toHaveText('3');
    await s.button('Run to end').click();
    await expect(lane3, 'the kernel\'s output, per lane').toHaveText('6');
    const field = s.input('data');
    await expect(page.locator('#input-data-hint')).toHaveText('Empty means zeros: every lane reads 0. Otherwise one value per launched lane, lane 0 first.');
    await field.fill('1, 2, 3');
    await expect(page.locator('#input-data-error')).toHaveText('3 values for 32 launched lanes: give one per lane, lane 0 first, or leave it empty for zeros');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page, 'the run keeps the values it had').toHaveURL(/inputs=data(%3A|:)0,1,2,3,4,/);
    await field.fill('');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await s.button('Run to end').click();
    await expect(lane3, 'empty: zeros').toHaveText('0');
  });

  test.describe('projector at 1024×768', () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test('no text a teacher reads is smaller than in the normal palette (16 px), the title and the slot line larger', async ({ page, open }) => {
      await open('?view=stepper&example=l3-1-nested-worst&at=3&projector=1');
      await expect(new StepperPage(page).stackRows().first()).toBeVisible();
      const sizes = await page.evaluate(() => {
        const size = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
        return {
          title: size('.stepper h1'), slot: size('.stepper__position'), example: size('.stepper__code-wrap figcaption'),
          heading: size('.stepper__stack h2'), caption: size('[data-testid=stack] caption'), lanes: size('.stepper__lanes p'),
        };
      });
      for (const [what, px] of Object.entries(sizes)) expect(px, `${what}: ${px} px`).toBeGreaterThanOrEqual(16);
      expect(sizes.title, 'the title at least 20 px').toBeGreaterThanOrEqual(20);
      expect(sizes.slot, 'the slot line at least 20 px').toBeGreaterThanOrEqual(20);
    });

    test('code, mask and the stack with its caption and columns are on the first screen; stepping keeps the issuing line in view', async ({ page, open }) => {
      await open('?view=stepper&example=l3-1-nested-worst&at=3&projector=1');
      const s = new StepperPage(page);
      await expect(s.stackRows().first()).toBeVisible();
      const within = async (what, locator) => {
        const box = await locator.boundingBox();
        expect(box, `${what} drawn`).not.toBeNull();
        expect(box.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${what} ends on the first screen`).toBeLessThanOrEqual(768);
        expect(box.x + box.width, `${what} is not cut at the right`).toBeLessThanOrEqual(1024);
      };
      await within('the code', page.locator('.stepper__code'));
      await within('the mask', s.mask());
      await within('the lane cells', page.locator('.stepper__cells'));
      await within('the stack caption', page.getByTestId('stack').locator('caption'));
      for (const th of await page.getByTestId('stack').locator('thead th').all()) {
        await within(`stack column ${await th.textContent()}`, th);
      }
      // The condition is not clipped: the issuing line is as wide as its box allows.
      const clipped = await page.locator('.stepper__line--current code').evaluate((c) => c.scrollWidth > c.clientWidth + 1);
      expect(clipped, 'the issuing line is not cut').toBe(false);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('ArrowRight');
        await expect(s.currentLine(), `after → ${i + 1}`).toBeInViewport({ ratio: 1 });
      }
    });
  });

  test.describe('a phone at 390×844', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the stack\'s caption and columns fit the width', async ({ page, open }) => {
      await open('?view=stepper&example=l3-1-nested-worst&at=3');
      const stack = page.getByTestId('stack');
      await expect(stack.locator('tbody tr').first()).toBeVisible();
      for (const part of [stack.locator('caption'), ...(await stack.locator('thead th').all())]) {
        const box = await part.boundingBox();
        expect(box.x, 'starts on the screen').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await part.textContent()} fits`).toBeLessThanOrEqual(390);
      }
    });
  });

  test('the exported strip draws every slot the same width, over a slot axis, with a legend', async ({ page, open }) => {
    await open(`?view=stepper&src=${src('work(1);\nwork(40);\n')}`);
    await new StepperPage(page).button('Run to end').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    const svg = readFileSync(await download.path(), 'utf8');
    expect(svg).toContain('filled: the lane did work in that slot');
    expect(svg).toContain('outlined: issued, but a predicate masked the lane (p over the column)');
    expect(svg).toContain('empty: the lane waited (masked off, exited or not launched)');
    expect(svg).toContain('Drawn to scale: 41 issue slots, left to right, every slot the same width.');
    expect(svg, 'a 1-slot and a 40-slot run, to scale').toMatch(/h8v[^M]*M[^h]*h320v/);
  });

  test('counts of one read in the singular, in both languages', async ({ page, open }) => {
    for (const [lang, finished, export_] of [['', 'Finished after 1 issue slot.', '1 issue slot, 1 active lane-slot'], ['&lang=hi-Latn', '1 issue slot mein khatam.', '1 issue slot aur 1 active lane-slot']]) {
      await open(`?view=stepper&src=${src('work(1);\n')}&active=1${lang}`);
      const s = new StepperPage(page);
      await page.keyboard.press('End');
      await expect(s.position()).toHaveText(finished);
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.export button').first().click()]);
      expect(readFileSync(await download.path(), 'utf8')).toContain(export_);
    }
    await open(`?view=stepper&src=${src('if (laneid == 0) {\n  work(20);\n} else {\n  work(30);\n}\n')}&at=3`);
    await expect(page.getByTestId('stack'), 'a stack entry of one lane').toContainText('(1 lane)');
  });

  test('in Hinglish the stepper says no English sentence (code aside)', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&at=3&lang=hi-Latn');
    await page.keyboard.press('?');
    for (const d of await page.locator('.stepper details').all()) await d.evaluate((e) => { e.open = true; });
    await expect(page.getByTestId('lane-values')).toBeVisible();
    const english = await page.locator('.stepper').evaluate((root) => {
      const markers = /\b(the|is|are|of|and|with|which|when|this|that|every|each|its|would|does|into|only)\b/gi;
      const found = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('code, pre, textarea, .mono, svg, [aria-hidden="true"]') || !el.getClientRects().length) continue;
        const words = new Set((n.textContent.match(markers) || []).map((w) => w.toLowerCase()));
        if (words.size >= 2) found.push(n.textContent.trim());
      }
      return found;
    });
    expect(english, 'English sentences in the Hinglish stepper').toEqual([]);
  });
});

// Accessibility: axe-core finds nothing on any view, in the normal and the projector palette.
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { Shell } from '../pages/shell.mjs';

const VIEWS = ['learn', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about'];

test.describe('a11y', () => {
  for (const view of VIEWS) {
    test(`axe: 0 violations on ${view}`, async ({ page, open }) => {
      await open(`?view=${view}`);
      await expect(new Shell(page).heading()).toBeVisible();
      await expectAccessible(page, view);
    });
  }

  test('every id on every view is used once (a label, a skip link or an export finds the one it names)', async ({ page, open }) => {
    for (const view of ['home', ...VIEWS, 'tree&panel=loop', 'timeline&block=L5.1']) {
      await open(`?view=${view}`);
      await expect(new Shell(page).heading()).toBeVisible();
      const repeated = await page.evaluate(() => {
        const seen = new Map();
        for (const e of document.querySelectorAll('[id]')) seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
        return [...seen].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
      });
      expect(repeated, `${view}: ids used more than once`).toEqual([]);
    }
  });

  test('axe: 0 violations in the projector palette (timeline, tree, lab)', async ({ page, open }) => {
    for (const view of ['timeline', 'tree', 'lab']) {
      await open(`?view=${view}&projector=1`);
      await expect(new Shell(page).heading()).toBeVisible();
      await expectAccessible(page, `${view} (projector)`);
    }
  });

  test('axe: 0 violations with a solution open and the block view shown', async ({ page, open }) => {
    await open('?view=ladder');
    await page.getByTestId('exercise-L3.3').getByRole('button', { name: 'Show solution' }).click();
    await page.getByTestId('exercise-L3.3').getByRole('button', { name: 'Yes, show the solution' }).click();
    await expectAccessible(page, 'ladder with a solution');
    await open('?view=timeline&block=L5.1');
    await expect(page.getByTestId('block-issued'), 'block view').toHaveText('174 cycles');
    await expectAccessible(page, 'block view');
  });
});

// Accessibility: axe-core finds nothing on any view, in the normal and the projector palette.
import { expectAccessible, expectText } from '../lib.mjs';
import { Shell } from '../pages/shell.mjs';

const VIEWS = ['timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'about'];

export const tests = [
  ...VIEWS.map((view) => ({
    name: `axe: 0 violations on ${view}`,
    async run(t) {
      await t.open(`?view=${view}`);
      await new Shell(t.page).heading().waitFor();
      await expectAccessible(t.page, view);
    },
  })),
  {
    name: 'axe: 0 violations in the projector palette (timeline, tree, lab)',
    async run(t) {
      for (const view of ['timeline', 'tree', 'lab']) {
        await t.open(`?view=${view}&projector=1`);
        await new Shell(t.page).heading().waitFor();
        await expectAccessible(t.page, `${view} (projector)`);
      }
    },
  },
  {
    name: 'axe: 0 violations with a solution open and the block view shown',
    async run(t) {
      await t.open('?view=ladder');
      await t.page.getByTestId('exercise-L3.3').getByRole('button', { name: 'Show solution' }).click();
      await expectAccessible(t.page, 'ladder with a solution');
      await t.open('?view=timeline&block=L5.1');
      await expectText(t.page.getByTestId('block-issued'), '174 cycles', 'block view');
      await expectAccessible(t.page, 'block view');
    },
  },
];

// Screenshots for the README and for looking at: the timeline in both palettes, the tree, the lab,
// the ladder, the reality check, the warp stepper and the start page. Written to target/e2e/; UPDATE_SCREENSHOTS=1 also refreshes assets/.
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { check, expectText } from '../lib.mjs';

const SHOTS = [
  ['timeline', '?view=timeline', { width: 1280, height: 900 }],
  ['timeline-projector', '?view=timeline&projector=1', { width: 1920, height: 1080 }],
  ['tree', '?view=tree&preset=best', { width: 1280, height: 1100 }],
  ['lab', '?view=lab&p=0.5&n=32&seed=42', { width: 1280, height: 1200 }],
  ['ladder', '?view=ladder', { width: 1280, height: 900 }],
  ['reality', '?view=reality', { width: 1280, height: 1100 }],
  ['stepper', '?view=stepper&example=l3-1-nested-worst&at=9', { width: 1280, height: 1300 }],
  ['home', '?', { width: 1280, height: 900 }],
];

export const tests = SHOTS.map(([name, query, viewport]) => ({
  name: `screenshot ${name}`,
  context: { viewport, reducedMotion: 'reduce' },
  async run(t) {
    await t.open(query);
    await expectText(t.page.getByRole('heading', { level: 1 }), /\w/, 'view rendered');
    if (name === 'lab') {
      await t.page.getByRole('button', { name: 'Skip prediction' }).click();
      await t.page.getByRole('button', { name: 'Step ×100', exact: true }).click();
    }
    const file = join(t.root, 'target', 'e2e', `screenshot-${name}.png`);
    await t.page.screenshot({ path: file });
    check(statSync(file).size > 10000, `${name}: the screenshot has content`);
    if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, join(t.root, 'assets', `screenshot-${name}.png`));
  },
}));

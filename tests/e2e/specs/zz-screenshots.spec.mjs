// Screenshots for the README and for looking at: the timeline in both palettes, the tree, the lab,
// the ladder, the reality check, the warp stepper, the start page, the layouts lab, Learn in Hinglish and a flashcard. Written to target/e2e/; UPDATE_SCREENSHOTS=1 also refreshes assets/.
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../fixtures.mjs';

const SHOTS = [
  ['timeline', '?view=timeline', { width: 1280, height: 900 }],
  ['timeline-projector', '?view=timeline&projector=1', { width: 1920, height: 1080 }],
  ['tree', '?view=tree&preset=best', { width: 1280, height: 1100 }],
  ['lab', '?view=lab&p=0.5&n=32&seed=42', { width: 1280, height: 1200 }],
  ['ladder', '?view=ladder', { width: 1280, height: 900 }],
  ['reality', '?view=reality', { width: 1280, height: 1100 }],
  ['stepper', '?view=stepper&example=l3-1-nested-worst&at=9', { width: 1280, height: 1300 }],
  ['home', '?', { width: 1280, height: 900 }],
  ['layouts', '?view=layouts', { width: 1280, height: 1300 }],
  ['learn-hinglish', '?view=learn&topic=regime&lang=hi-Latn', { width: 1280, height: 1500 }],
  ['cards', '?view=cards', { width: 1280, height: 900 }],
];

test.describe('zz-screenshots', () => {
  for (const [name, query, viewport] of SHOTS) {
    test.describe(() => {
      test.use({ viewport, reducedMotion: 'reduce' });

      test(`screenshot ${name}`, async ({ page, open, root }) => {
        await open(query);
        await expect(page.getByRole('heading', { level: 1 }), 'view rendered').toHaveText(/\w/);
        if (name === 'cards') await page.keyboard.press('Space');
        if (name === 'lab') {
          await page.getByRole('button', { name: 'Skip prediction' }).click();
          await page.getByRole('button', { name: 'Step ×100', exact: true }).click();
        }
        const file = join(root, 'target', 'e2e', `screenshot-${name}.png`);
        await page.screenshot({ path: file });
        expect(statSync(file).size, `${name}: the screenshot has content`).toBeGreaterThan(10000);
        if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, join(root, 'assets', `screenshot-${name}.png`));
      });
    });
  }
});

// Reality check: rows, chart, and the badges in the other views.
import { check, expectText } from '../lib.mjs';
import { RealityPage } from '../pages/reality.mjs';

export const tests = [
  {
    name: 'the table lists every measured scenario beside the model, and the chart is drawn',
    async run(t) {
      await t.open('?view=reality');
      const reality = new RealityPage(t.page);
      await reality.chart().waitFor();
      const rows = await reality.rows().count();
      check(rows >= 15, `at least 15 scenario rows (${rows})`);
      const l21 = reality.table().locator('#row-L2\\.1');
      await expectText(l21.locator('td').first(), '40', 'L2.1 model ops come from the core');
      await expectText(l21.locator('td').nth(5), '62.5%', 'model efficiency');
      await expectText(t.page.locator('.reality__lessons'), /Lane counts do not set the time/, 'lessons');
    },
  },
  {
    name: 'the timeline shows a "measured on H200" badge for a measured scenario',
    async run(t) {
      await t.open('?view=timeline');
      const badge = t.page.getByTestId('measured-badge');
      await expectText(badge, /Measured on an H200 \(L2\.1\)/, 'badge');
      check((await badge.getAttribute('href')).includes('view=reality#row-L2.1'), 'badge links to the row');
      await t.open('?view=timeline&paths=16x8,25x24');
      check((await t.page.getByTestId('measured-badge').count()) === 0, 'no badge for an unmeasured region');
    },
  },
];

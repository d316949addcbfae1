// Reality check: rows, fitted against left-out predictions, the chart, and the badges in the other views.
import { check, expectText } from '../lib.mjs';
import { RealityPage } from '../pages/reality.mjs';

// Ids the tutor uses for anchors and links, never for a person to read.
const INTERNAL_IDS = ['worst32', 'L5.3Q', 'split10-8', 'L3.1-worst', 'L3.1-best', 'L3.3X', 'L2.1-', 'L4.1-aligned', 'calib'];
const NUMBER = /^\d+(\.\d+)?$/;

export const tests = [
  {
    name: 'the table lists every measured scenario beside the model, and the chart is drawn',
    async run(t) {
      await t.open('?view=reality');
      const reality = new RealityPage(t.page);
      await reality.chart().waitFor();
      const rows = await reality.rows().count();
      check(rows >= 15, `at least 15 scenario rows (${rows})`);
      const l21 = reality.row('L2.1');
      await expectText(l21.locator('td').first(), '40', 'L2.1 model ops come from the core');
      await expectText(l21.locator('td').nth(8), '62.5%', 'model efficiency');
      await expectText(t.page.locator('.reality__lessons'), /Lane counts do not set the time/, 'lessons');
    },
  },
  {
    name: 'every row sets the fitted (in-sample) prediction beside a left-out one, a number or a sentence',
    async run(t) {
      await t.open('?view=reality');
      const reality = new RealityPage(t.page);
      await reality.table().waitFor();
      check((await reality.column(/^Fitted ops \(in-sample\)$/).count()) === 1, 'an in-sample (fitted) column');
      check((await reality.column(/^Fitted error \(in-sample\)$/).count()) === 1, 'an in-sample error column');
      check((await reality.column(/^Left-out prediction/).count()) === 1, 'a leave-one-out column');
      check((await reality.column(/^Left-out error$/).count()) === 1, 'a leave-one-out error column');
      const rows = await reality.rows().count();
      for (let i = 0; i < rows; i++) {
        const row = reality.rows().nth(i);
        const id = await row.getAttribute('id');
        const fitted = ((await reality.fitted(row).textContent()) ?? '').trim();
        check(NUMBER.test(fitted), `${id}: the fitted prediction is a number ("${fitted}")`);
        const leftOut = ((await reality.leftOut(row).textContent()) ?? '').trim();
        check(NUMBER.test(leftOut) || /^Cannot be predicted: .{10,}/.test(leftOut), `${id}: the left-out prediction is a number or a sentence ("${leftOut}")`);
      }
      await expectText(reality.leftOut(reality.row('L3.2')), 'Cannot be predicted: no other loop runs to fit its per-iteration cost', 'the only loop cannot be predicted from the others');
      await expectText(reality.leftOut(reality.row('worst32')), NUMBER, 'the switch is predicted from the other jump tables');
    },
  },
  {
    name: 'the summary states median and maximum error, in-sample and left out, and why costs are not negative',
    async run(t) {
      await t.open('?view=reality');
      const reality = new RealityPage(t.page);
      const pct = String.raw`\d+(\.\d+)?%`;
      await expectText(reality.errors(), new RegExp(`Fitted in-sample.*median ${pct} and at most ${pct}`), 'in-sample median and maximum');
      await expectText(reality.errors(), new RegExp(`Left out.*median ${pct} and at most ${pct}`), 'leave-one-out median and maximum');
      await expectText(t.page.locator('.reality__lessons'), /constrained to be ≥ 0, because a cost cannot be negative/, 'the constraint is stated');
      const section = ((await reality.section().textContent()) ?? '');
      check(!/\bseed/i.test(section), 'the view calls its notes "source notes", never "seed"');
      check(section.includes('Source note 000'), 'source notes named as such');
    },
  },
  {
    name: 'the chart shows the 32-way switch on a broken axis, and says so',
    async run(t) {
      await t.open('?view=reality');
      const reality = new RealityPage(t.page);
      await reality.chart().waitFor();
      await expectText(reality.chartCaption(), /Broken axis: the value axis jumps from \d+ to \d+ ops/, 'the caption names the broken axis');
      await expectText(reality.chartCaption(), /32-way switch/, 'the caption names the scenario that needs it');
      check((await reality.chart().locator('text', { hasText: /^32-way switch$/ }).count()) === 1, 'the switch is in the chart');
      check((await reality.chart().locator('text', { hasText: /^fitted \(in-sample\)$/ }).count()) === 1, 'the legend says fitted (in-sample)');
      const labels = await reality.chart().locator('text').allTextContents();
      for (const id of INTERNAL_IDS) check(!labels.some((l) => l.includes(id)), `the chart shows no internal id ${id}`);
    },
  },
  {
    name: 'the timeline shows a "measured on H200" badge for a measured scenario',
    async run(t) {
      await t.open('?view=timeline');
      const badge = t.page.getByTestId('measured-badge');
      await expectText(badge, /Measured on an H200 \(L2\.1 15 vs 25 ops\)/, 'badge');
      check((await badge.getAttribute('href')).includes('view=reality#row-L2.1'), 'badge links to the row');
      await t.open('?view=timeline&paths=16x8,25x24');
      check((await t.page.getByTestId('measured-badge').count()) === 0, 'no badge for an unmeasured region');
    },
  },
  {
    name: 'badges name scenarios for people, never by internal id, and still link to their rows',
    async run(t) {
      const cases = [
        [`?view=timeline&paths=${Array(32).fill('10x1').join(',')}`, /\(32-way switch\)/, 'worst32'],
        ['?view=timeline&paths=25x16,15x16&tail=10', /\(L5\.3 Warp Q, with tail\)/, 'L5.3Q'],
        ['?view=timeline&paths=10x16,8x16', /\(10 vs 8 half split\)/, 'split10-8'],
        ['?view=tree&preset=best', /\(L3\.1 nested, p1 and p3\)/, 'L3.1-best'],
      ];
      for (const [query, name, id] of cases) {
        await t.open(query);
        const badge = t.page.getByTestId('measured-badge');
        const text = await expectText(badge, name, `badge for ${id}`);
        for (const internal of INTERNAL_IDS) check(!text.includes(internal), `the ${id} badge shows the internal id ${internal}: "${text}"`);
        check((await badge.getAttribute('href')).endsWith(`#row-${id}`), `the ${id} badge links to its row`);
      }
    },
  },
  {
    name: 'the pre-registered rounds show every kernel predicted and measured, newest first, and each round says what it missed',
    async run(t) {
      await t.open('?view=reality#prereg');
      const reality = new RealityPage(t.page);
      for (const round of [1, 2, 3, 4]) {
        const table = t.page.getByTestId(`prereg-round-${round}`);
        await expectText(table.locator('caption'), /^Round \d, predictions committed before the measurements: median \|error\| [\d.]+%, maximum [\d.]+% .* — targets (met|missed)/, `round ${round} summary`);
        const rows = await table.locator('tbody tr').count();
        check(rows >= 16, `round ${round} lists its kernels (${rows} rows)`);
      }
      await expectText(t.page.getByTestId('prereg-summary'), /newest first: round 4: median \|error\| [\d.]+%, maximum [\d.]+% over \d+ runs — targets met; round 3: .* — targets missed/, 'the summary leads with the newest round, median, maximum and verdict per round');
      await expectText(t.page.locator('.reality__lesson').first(), /What round 4 showed the model lacks/, 'the newest round comes first, and the lacking effect is named');
      await expectText(reality.row('L4.2'), /Why not predicated: the harness writes its paths as an else-if chain/, 'the 4-vs-3 branch says why it stayed a branch');
    },
  },
];

// Reality check: rows, fitted against left-out predictions, the chart, and the badges in the other views.
import { test, expect } from '../fixtures.mjs';
import { RealityPage } from '../pages/reality.mjs';

// Ids the tutor uses for anchors and links, never for a person to read.
const INTERNAL_IDS = ['worst32', 'L5.3Q', 'split10-8', 'L3.1-worst', 'L3.1-best', 'L3.3X', 'L2.1-', 'L4.1-aligned', 'calib'];
const NUMBER = /^\d+(\.\d+)?$/;

test.describe('reality', () => {
  test('the table lists every measured scenario beside the model, and the chart is drawn', async ({ page, open }) => {
    await open('?view=reality');
    const reality = new RealityPage(page);
    await expect(reality.chart()).toBeVisible();
    expect(await reality.rows().count(), 'at least 15 scenario rows').toBeGreaterThanOrEqual(15);
    const l21 = reality.row('L2.1');
    await expect(l21.locator('td').first(), 'L2.1 model ops come from the core').toHaveText('40');
    await expect(l21.locator('td').nth(8), 'model efficiency').toHaveText('62.5%');
    await expect(page.locator('.reality__lessons'), 'lessons').toHaveText(/Lane counts do not set the time/);
  });

  test('every row sets the fitted (in-sample) prediction beside a left-out one, a number or a sentence', async ({ page, open }) => {
    await open('?view=reality');
    const reality = new RealityPage(page);
    await expect(reality.table()).toBeVisible();
    await expect(reality.column(/^Fitted ops \(in-sample\)$/), 'an in-sample (fitted) column').toHaveCount(1);
    await expect(reality.column(/^Fitted error \(in-sample\)$/), 'an in-sample error column').toHaveCount(1);
    await expect(reality.column(/^Left-out prediction/), 'a leave-one-out column').toHaveCount(1);
    await expect(reality.column(/^Left-out error$/), 'a leave-one-out error column').toHaveCount(1);
    const rows = await reality.rows().count();
    for (let i = 0; i < rows; i++) {
      const row = reality.rows().nth(i);
      const id = await row.getAttribute('id');
      const fitted = ((await reality.fitted(row).textContent()) ?? '').trim();
      expect(fitted, `${id}: the fitted prediction is a number`).toMatch(NUMBER);
      const leftOut = ((await reality.leftOut(row).textContent()) ?? '').trim();
      expect(leftOut, `${id}: the left-out prediction is a number or a sentence`).toMatch(new RegExp(`${NUMBER.source}|^Cannot be predicted: .{10,}`));
    }
    await expect(reality.leftOut(reality.row('L3.2')), 'the only loop cannot be predicted from the others').toHaveText('Cannot be predicted: no other loop runs to fit its per-iteration cost');
    await expect(reality.leftOut(reality.row('worst32')), 'the switch is predicted from the other jump tables').toHaveText(/^\s*\d+(\.\d+)?\s*$/);
  });

  test('the summary states median and maximum error, in-sample and left out, and why costs are not negative', async ({ page, open }) => {
    await open('?view=reality');
    const reality = new RealityPage(page);
    const pct = String.raw`\d+(\.\d+)?%`;
    await expect(reality.errors(), 'in-sample median and maximum').toHaveText(new RegExp(`Fitted in-sample.*median ${pct} and at most ${pct}`));
    await expect(reality.errors(), 'leave-one-out median and maximum').toHaveText(new RegExp(`Left out.*median ${pct} and at most ${pct}`));
    await expect(page.locator('.reality__lessons'), 'the constraint is stated').toHaveText(/constrained to be ≥ 0, because a cost cannot be negative/);
    await expect(reality.section(), 'the view calls its notes "source notes", never "seed"').not.toHaveText(/\bseed/i);
    await expect(reality.section(), 'source notes named as such').toContainText('Source note 000');
  });

  test('the chart shows the 32-way switch on a broken axis, and says so', async ({ page, open }) => {
    await open('?view=reality');
    const reality = new RealityPage(page);
    await expect(reality.chart()).toBeVisible();
    await expect(reality.chartCaption(), 'the caption names the broken axis').toHaveText(/Broken axis: the value axis jumps from \d+ to \d+ ops/);
    await expect(reality.chartCaption(), 'the caption names the scenario that needs it').toHaveText(/32-way switch/);
    await expect(reality.chart().locator('text', { hasText: /^32-way switch$/ }), 'the switch is in the chart').toHaveCount(1);
    await expect(reality.chart().locator('text', { hasText: /^fitted \(in-sample\)$/ }), 'the legend says fitted (in-sample)').toHaveCount(1);
    const labels = await reality.chart().locator('text').allTextContents();
    for (const id of INTERNAL_IDS) expect(labels.filter((l) => l.includes(id)), `the chart shows no internal id ${id}`).toEqual([]);
  });

  test('the timeline shows a "measured on H200" badge for a measured scenario', async ({ page, open }) => {
    await open('?view=timeline');
    const badge = page.getByTestId('measured-badge');
    await expect(badge, 'badge').toHaveText(/Measured on an H200 \(L2\.1 15 vs 25 ops\)/);
    await expect(badge, 'badge links to the row').toHaveAttribute('href', /view=reality#row-L2\.1/);
    await open('?view=timeline&paths=16x8,25x24');
    await expect(page.getByTestId('measured-badge'), 'no badge for an unmeasured region').toHaveCount(0);
  });

  test('badges name scenarios for people, never by internal id, and still link to their rows', async ({ page, open }) => {
    const cases = [
      [`?view=timeline&paths=${Array(32).fill('10x1').join(',')}`, /\(32-way switch\)/, 'worst32'],
      ['?view=timeline&paths=25x16,15x16&tail=10', /\(L5\.3 Warp Q, with tail\)/, 'L5.3Q'],
      ['?view=timeline&paths=10x16,8x16', /\(10 vs 8 half split\)/, 'split10-8'],
      ['?view=tree&preset=best', /\(L3\.1 nested, p1 and p3\)/, 'L3.1-best'],
    ];
    for (const [query, name, id] of cases) {
      await open(query);
      const badge = page.getByTestId('measured-badge');
      await expect(badge, `badge for ${id}`).toHaveText(name);
      const text = await badge.textContent();
      for (const internal of INTERNAL_IDS) expect(text, `the ${id} badge shows the internal id ${internal}`).not.toContain(internal);
      expect(await badge.getAttribute('href'), `the ${id} badge links to its row`).toMatch(new RegExp(`#row-${id.replace(/\./g, '\\.')}$`));
    }
  });

  test('links at the top jump past the long table to the pre-registered rounds and the SM rounds, in both languages', async ({ page, open }) => {
    await open('?view=reality');
    const nav = page.getByRole('navigation', { name: 'Further down this page' });
    await nav.getByRole('link', { name: "The warp stepper's predictions, pre-registered" }).click();
    await expect(page.getByRole('heading', { name: "The warp stepper's predictions, pre-registered" }), 'the rounds heading is on screen').toBeInViewport();
    await expect(page, 'the address keeps the view and names the section').toHaveURL(/view=reality.*#prereg$/);
    await nav.getByRole('link', { name: 'Many warps on one SM, pre-registered' }).click();
    await expect(page.getByRole('heading', { name: 'Many warps on one SM, pre-registered' })).toBeInViewport();
    await open('?view=reality&lang=hi-Latn');
    const hi = page.getByRole('navigation', { name: 'Is page par neeche' });
    await hi.getByRole('link', { name: 'Warp stepper ke predictions, pehle se register kiye hue' }).click();
    await expect(page.getByRole('heading', { name: 'Warp stepper ke predictions, pehle se register kiye hue' })).toBeInViewport();
  });
  test('the pre-registered rounds show every kernel predicted and measured, newest first, and each round says what it missed', async ({ page, open }) => {
    await open('?view=reality#prereg');
    const reality = new RealityPage(page);
    for (const round of [1, 2, 3, 4, 5, 6, 7]) {
      const table = page.getByTestId(`prereg-round-${round}`);
      await expect(table.locator('caption'), `round ${round} summary`).toHaveText(/^Round \d, predictions committed before the measurements: median \|error\| [\d.]+%, maximum [\d.]+% .* — targets (met|missed)/);
      expect(await table.locator('tbody tr').count(), `round ${round} lists its kernels`).toBeGreaterThanOrEqual(16);
    }
    await expect(page.getByTestId('prereg-summary'), 'the summary leads with the newest round, median, maximum and verdict per round').toHaveText(/newest first: round 17: median \|error\| [\d.]+%, maximum [\d.]+% over \d+ runs — targets missed \(median above 10%, 5 above 25%\); round 16: .* — targets missed \(3 above 25%\); round 15: .* — targets missed \(5 above 25%\); round 14: .* — targets missed \(4 above 25%\); round 13: .* — targets missed \(2 above 25%\); round 12: .* — targets missed \(2 above 25%\); round 11: .* — targets missed \(median above 10%, 2 above 25%\); round 10: .* — targets missed \(1 above 25%\); round 9: .* — targets missed \(3 above 25%\); round 8: .* — targets missed \(median above 10%, 5 above 25%\); round 7: .* — targets met; round 6: .* — targets met; round 5: .* — targets missed \(median above 10%, 6 above 25%\); round 4: .* — targets met; round 3: .* — targets missed/);
    await expect(page.locator('.reality__lesson').first(), 'the newest round comes first, and the lacking effect is named').toHaveText(/Round 17: what it tested, and what it showed the model lacks/);
    await expect(page.getByTestId('prereg-round-11'), 'older rounds fold to their caption line').toBeHidden();
    await page.locator('.reality__round > summary').filter({ hasText: /^Round 11, / }).click();
    await expect(page.getByTestId('prereg-round-11'), 'a click opens one').toBeVisible();
    await expect(reality.row('L4.2'), 'the 4-vs-3 branch says why it stayed a branch').toHaveText(/Why not predicated: the harness writes its paths as an else-if chain/);
  });

  test('the SM round lists every ratio predicted and measured, with the card it ran on and its rerun', async ({ page, open }) => {
    await open('?view=reality#sm-rounds');
    await expect(page.getByRole('heading', { name: 'Many warps on one SM, pre-registered' })).toBeVisible();
    const table = page.getByTestId('prereg-round-sm1');
    await expect(table.locator('caption')).toHaveText(/^Round sm1, measured on an NVIDIA H\d00[^:]*: median \|error\| [\d.]+%, maximum [\d.]+% over 16 ratios .* — targets (met|missed)\. Measured again on an NVIDIA/);
    await expect(table.locator('tbody tr')).toHaveCount(16);
    const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'pr 8 10' }) }).first();
    await expect(row.locator('td').nth(1), 'the two cases of the ratio').toHaveText('predicated ÷ divergent');
    await expect(page.getByRole('region', { name: 'SM rounds (scrolls sideways)' }), 'the table scrolls by keyboard').toHaveAttribute('tabindex', '0');
    await expect(row.locator('th code'), 'the key shows the code it ran').toHaveText('if (s[threadIdx.x] == 0) { work(8); } else { work(10); }');
    await expect(table.locator('caption'), 'a rerun maximum over the target is flagged').toContainText(/maximum 2[5-9]\.\d% \(over 25%\)\.|maximum (1?\d|2[0-4])\.\d%\.$/);
    // On a phone the caption wraps within the screen while the table scrolls sideways under it.
    await page.setViewportSize({ width: 390, height: 844 });
    const caption = await table.locator('.reality__caption-text').boundingBox();
    expect(caption.x + caption.width, 'the caption ends inside the screen').toBeLessThanOrEqual(390);
    await open('?view=reality&lang=hi-Latn#sm-rounds');
    await expect(page.getByTestId('prereg-round-sm1').locator('caption')).toHaveText(/^Round sm1, NVIDIA H\d00[^ ]* .*par measure kiya: median/);
  });

  test('in Hinglish the chart, its caption, the tables and the fit\'s sentences are Hinglish, the numbers unchanged', async ({ page, open }) => {
    await open('?view=reality');
    const reality = new RealityPage(page);
    const en = { l21: await reality.row('L2.1').locator('td').first().textContent(), errors: await reality.errors().textContent() };
    await open('?view=reality&lang=hi-Latn');
    await expect(page.getByRole('img', { name: 'Model banaam H200 ke measurements' }), 'the chart is named in Hinglish').toBeVisible();
    await expect(page.getByRole('img', { name: 'Model banaam H200 ke measurements' }), 'its legend too').toContainText('H200 par measure kiya');
    await expect(reality.chartCaption()).toHaveText(/^Toy model \(bhari neeli\).*Tooti axis/);
    await expect(reality.table().locator('caption')).toHaveText(/^Har scenario ke liye: toy model/);
    await expect(reality.column(/^Fit kiye ops \(in-sample\)$/), 'column headers are Hinglish').toHaveCount(1);
    await expect(reality.leftOut(reality.row('L3.2'))).toHaveText('Predict nahi ho sakta: koi aur loop runs nahi hain jinse iski per-iteration cost fit ho');
    await expect(reality.row('L2.1').locator('td').first(), 'the same model ops').toHaveText(en.l21);
    await expect(reality.errors()).toHaveText(/^Kitna fark, measured ops ke hisse ki tarah/);
    const median = en.errors.match(/median ([\d.]+%)/)[1];
    await expect(reality.errors(), 'the same median').toContainText(`median ${median}`);
    await expect(page.getByTestId('prereg-summary')).toHaveText(/sabse naya pehle: round 17: .* targets chooke \(median 10% se upar, 5 case 25% se upar\); round 16: .* targets chooke \(3 case 25% se upar\); round 15: .* targets chooke \(5 case 25% se upar\); round 14: .* targets chooke \(4 case 25% se upar\); round 13: .* targets chooke \(2 case 25% se upar\); round 12: .* targets chooke \(2 case 25% se upar\); round 11: .* targets chooke \(median 10% se upar, 2 case 25% se upar\); round 10: .* targets chooke .*; round 9: .* targets chooke .*; round 8: .* targets chooke \(median 10% se upar, 5 case 25% se upar\); round 7: .* targets poore; round 6: .* targets poore; round 5: .* targets chooke \(median 10% se upar, 6 case 25% se upar\); round 4: .* targets poore; round 3: .* targets chooke/);
    await expect(page.locator('.reality__lesson').first()).toHaveText(/^Round 17: isne kya test kiya, aur model mein kya kami dikhayi: /);
  });
  test('P redraws the chart in the projector palette and back', async ({ page, open }) => {
    await open('?view=reality');
    const chart = page.locator('#reality-chart-host svg');
    await expect(chart).toHaveCount(1);
    const desk = await chart.evaluate((svg) => svg.outerHTML);
    await page.locator('h1').click();
    await page.keyboard.press('p');
    await expect(page.locator('body')).toHaveClass(/projector/);
    await expect.poll(() => chart.evaluate((svg) => svg.outerHTML), 'redrawn for the room').not.toBe(desk);
    await page.keyboard.press('p');
    await expect.poll(() => chart.evaluate((svg) => svg.outerHTML), 'and back').toBe(desk);
  });
});

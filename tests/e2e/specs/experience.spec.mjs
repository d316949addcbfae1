// Learner and teacher experience (issue 13): hints, several tries, readable buttons in every state, and a
// lab that does not give the prediction away.
import { test, expect } from '../fixtures.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { LabPage } from '../pages/lab.mjs';

const VIEWS = ['learn', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about'];

/** WCAG contrast of every button's text in the page, as the browser computes its colours now. */
async function buttonContrasts(page) {
  return page.evaluate(() => {
    const parse = (c) => { const m = c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']; return { r: +m[0], g: +m[1], b: +m[2], a: m[3] === undefined ? 1 : +m[3] }; };
    const over = (top, bottom) => ({ r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1 });
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
      return layers.reverse().reduce((acc, c) => over(c, acc), { r: 255, g: 255, b: 255, a: 1 });
    };
    const lum = ({ r, g, b }) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    return [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null).map((b) => {
      const bg = background(b);
      const fg = over(parse(getComputedStyle(b).color), bg);
      const [l1, l2] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      return { name: b.textContent.trim().slice(0, 40), disabled: b.disabled, ratio: (l1 + 0.05) / (l2 + 0.05), opacity: +getComputedStyle(b).opacity };
    });
  });
}

test.describe('experience', () => {
  test('hints open one by one on every ladder item, and no view shows its own source', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const hint = ladder.item('L2.1').getByRole('button', { name: /^Show hint \(1 of \d\)$/ });
    await expect(hint, 'the hint button is enabled').toBeEnabled();
    await hint.click();
    await expect(ladder.item('L2.1').locator('.exercise__hints li').first(), 'first hint shown').toHaveText(/^Hint 1 of \d: /);
    for (const view of VIEWS) {
      await open(`?view=${view}`);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, `${view} shows no component source`).not.toContain('move |');
      expect(text, `${view} shows no component source`).not.toContain('.update(');
    }
  });

  test('three tries with aimed feedback before the answer; Show solution is recorded as such', async ({ page, open }) => {
    await open('?view=ladder');
    const ladder = new LadderPage(page);
    const item = ladder.item('L2.3');
    const attempt = async (tdiv) => {
      await ladder.field('L2.3', /^T_div/).fill(tdiv);
      await ladder.field('L2.3', /^Path efficiency/).fill('66.7%');
      await ladder.check('L2.3').click();
    };
    await attempt('53.1');
    await expect(item.locator('.exercise__status'), 'after try 1').toHaveText(/2 tries left/);
    await expect(item.locator('.exercise__verdict').first(), 'the reasoning is named').toHaveText(/lane-weighted average/);
    expect(await item.locator('.exercise__hints li').count(), 'a hint opened after the wrong try').toBeGreaterThanOrEqual(1);
    await expect(ladder.solution('L2.3'), 'no solution yet').toHaveCount(0);
    await attempt('100');
    await expect(item.locator('.exercise__status'), 'after try 2').toHaveText(/1 try left/);
    await expect(ladder.solution('L2.3'), 'still no solution').toHaveCount(0);
    await attempt('75');
    await expect(ladder.solution('L2.3')).toBeVisible();
    await expect(item.locator('.exercise__verdict').first(), 'answer after the last try').toHaveText(/The answer is 150 cycles/);
    await ladder.giveUp('L1.2').click();
    await expect(ladder.item('L1.2').locator('.exercise__progress'), 'recorded as a reveal').toHaveText(/solution shown/);
  });

  test('every button keeps 4.5:1 contrast at rest, hover, focus, active and disabled, in both palettes', async ({ page, context, open }) => {
    const failures = [];
    for (const projector of [false, true]) {
      for (const view of ['timeline', 'ladder', 'lab', 'tree', 'stepper']) {
        await open(`?view=${view}${projector ? '&projector=1' : ''}`);
        const cdp = await context.newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'button' });
        for (const state of [[], ['hover'], ['focus', 'focus-visible'], ['active'], ['hover', 'active']]) {
          for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state });
          for (const b of await buttonContrasts(page)) {
            if (b.ratio < 4.5 || b.opacity < 1) failures.push(`${view}${projector ? ' (projector)' : ''} [${state.join('+') || 'rest'}${b.disabled ? ', disabled' : ''}] "${b.name}": ${b.ratio.toFixed(2)}:1, opacity ${b.opacity}`);
          }
        }
        await cdp.detach();
      }
    }
    expect(failures.slice(0, 12), 'low contrast').toEqual([]);
  });

  test('the lab shows nothing exact before a prediction is committed or skipped', async ({ page, open }) => {
    await open('?view=lab&p=0.5&n=128&seed=1');
    const lab = new LabPage(page);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text, 'no exact mean').not.toMatch(/exact 0\.5\b/);
    expect(text, 'no exact variance').not.toContain('0.001953125');
    await expect(lab.table(), 'no pmf table').toHaveCount(0);
    await expect(page.locator('.lab__chart-host svg'), 'no exact bars').toHaveCount(0);
    // A share as a percentage, as the p field and the ladder take it.
    await lab.mean().fill('50%');
    await lab.variance().fill('0.25/128');
    await lab.button('Commit prediction').click();
    await expect(lab.table()).toBeVisible();
    await expect(page.locator('.lab__comparison'), '50% read as 0.5').toContainText('predicted mean fraction 0.5 vs exact 0.5');
    await expect(page.locator('.lab__readouts'), 'exact mean after commit').toHaveText(/exact 0\.5/);
    await expect(page.locator('.lab__chart-host svg'), 'bars drawn').toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('every readout opens its glossary definition by keyboard, inside the screen, and About lists the glossary', async ({ page, open }) => {
      const pages = ['?view=timeline', '?view=tree', '?view=tree&panel=loop', '?view=timeline&block=L5.1', '?view=stepper', '?view=lab'];
      for (const query of pages) {
        await open(query);
        if (query.includes('lab')) await page.getByRole('button', { name: 'Skip prediction' }).click();
        // The readouts a person sees: markup views keep a panel not chosen (the tree's loop panel, a
        // partial warp's utilisation) in the page, hidden.
        const readouts = page.locator('.readout:visible');
        const n = await readouts.count();
        expect(n, `${query}: readouts found`).toBeGreaterThanOrEqual(3);
        for (let i = 0; i < n; i++) {
          const more = readouts.nth(i).locator('summary');
          await expect(more, `${query}: readout ${i} has an ⓘ`).toHaveCount(1);
          await more.focus();
          await page.keyboard.press('Enter');
          const text = readouts.nth(i).locator('details p');
          await expect(text, `${query}: definition ${i} opens`).toBeVisible();
          const box = await text.boundingBox();
          expect(box.x, `${query}: definition ${i} starts inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${query}: definition ${i} ends inside the screen`).toBeLessThanOrEqual(390 + 1);
        }
      }
      await open('?view=about');
      await expect(page.locator('#term-lane-utilisation + dd'), 'why the two efficiencies coincide').toHaveText(/With every lane of the warp active the two are the same number/);
      // "The views" names every view of the navigation, Learn and the flashcards included.
      const nav = await page.getByRole('navigation', { name: 'Views' }).getByRole('link').allTextContents();
      const described = await page.locator('.about__views dt').allTextContents();
      expect(described, 'every view but Start and About is described').toEqual(nav.filter((name) => !/^(Start|About)$/.test(name.trim())).map((n) => n.trim()));
    });
  });
});

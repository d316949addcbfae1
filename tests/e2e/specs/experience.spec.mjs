// Learner and teacher experience (issue 13): hints, several tries, readable buttons in every state, and a
// lab that does not give the prediction away.
import { check, eventually, expectText } from '../lib.mjs';
import { LadderPage } from '../pages/ladder.mjs';
import { LabPage } from '../pages/lab.mjs';

const VIEWS = ['timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'about'];

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

export const tests = [
  {
    name: 'hints open one by one on every ladder item, and no view shows its own source',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      const hint = ladder.item('L2.1').getByRole('button', { name: /^Show hint \(1 of \d\)$/ });
      check(await hint.isEnabled(), 'the hint button is enabled');
      await hint.click();
      await expectText(ladder.item('L2.1').locator('.exercise__hints li').first(), /^Hint 1 of \d: /, 'first hint shown');
      for (const view of VIEWS) {
        await t.open(`?view=${view}`);
        const text = await t.page.evaluate(() => document.body.innerText);
        check(!text.includes('move |') && !text.includes('.update('), `${view} shows no component source`);
      }
    },
  },
  {
    name: 'three tries with aimed feedback before the answer; Show solution is recorded as such',
    async run(t) {
      await t.open('?view=ladder');
      const ladder = new LadderPage(t.page);
      const item = ladder.item('L2.3');
      const attempt = async (tdiv) => {
        await ladder.field('L2.3', /^T_div/).fill(tdiv);
        await ladder.field('L2.3', /^Path efficiency/).fill('66.7%');
        await ladder.check('L2.3').click();
      };
      await attempt('53.1');
      await expectText(item.locator('.exercise__status'), /2 tries left/, 'after try 1');
      await expectText(item.locator('.exercise__verdict').first(), /lane-weighted average/, 'the reasoning is named');
      check((await item.locator('.exercise__hints li').count()) >= 1, 'a hint opened after the wrong try');
      check((await ladder.solution('L2.3').count()) === 0, 'no solution yet');
      await attempt('100');
      await expectText(item.locator('.exercise__status'), /1 try left/, 'after try 2');
      check((await ladder.solution('L2.3').count()) === 0, 'still no solution');
      await attempt('75');
      await ladder.solution('L2.3').waitFor();
      await expectText(item.locator('.exercise__verdict').first(), /The answer is 150 cycles/, 'answer after the last try');
      await ladder.giveUp('L1.2').click();
      await expectText(ladder.item('L1.2').locator('.exercise__progress'), /solution shown/, 'recorded as a reveal');
    },
  },
  {
    name: 'every button keeps 4.5:1 contrast at rest, hover, focus, active and disabled, in both palettes',
    async run(t) {
      const failures = [];
      for (const projector of [false, true]) {
        for (const view of ['timeline', 'ladder', 'lab', 'tree', 'stepper']) {
          await t.open(`?view=${view}${projector ? '&projector=1' : ''}`);
          const cdp = await t.context.newCDPSession(t.page);
          await cdp.send('DOM.enable');
          await cdp.send('CSS.enable');
          const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
          const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'button' });
          for (const state of [[], ['hover'], ['focus', 'focus-visible'], ['active'], ['hover', 'active']]) {
            for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: state });
            for (const b of await buttonContrasts(t.page)) {
              if (b.ratio < 4.5 || b.opacity < 1) failures.push(`${view}${projector ? ' (projector)' : ''} [${state.join('+') || 'rest'}${b.disabled ? ', disabled' : ''}] "${b.name}": ${b.ratio.toFixed(2)}:1, opacity ${b.opacity}`);
            }
          }
          await cdp.detach();
        }
      }
      check(failures.length === 0, `low contrast:\n  ${failures.slice(0, 12).join('\n  ')}`);
    },
  },
  {
    name: 'the lab shows nothing exact before a prediction is committed or skipped',
    async run(t) {
      await t.open('?view=lab&p=0.5&n=128&seed=1');
      const lab = new LabPage(t.page);
      const text = await t.page.evaluate(() => document.body.innerText);
      check(!/exact 0\.5\b/.test(text) && !text.includes('0.001953125'), `no exact moments: ${text.slice(0, 400)}`);
      check((await lab.table().count()) === 0, 'no pmf table');
      check((await t.page.locator('.lab__chart-host svg').count()) === 0, 'no exact bars');
      await lab.mean().fill('0.5');
      await lab.variance().fill('0.25/128');
      await lab.button('Commit prediction').click();
      await lab.table().waitFor();
      await expectText(t.page.locator('.lab__readouts'), /exact 0\.5/, 'exact mean after commit');
      await eventually(() => t.page.locator('.lab__chart-host svg').count(), 1, 'bars drawn');
    },
  },
  {
    name: 'every readout opens its glossary definition by keyboard, inside the screen, and About lists the glossary',
    context: { viewport: { width: 390, height: 844 } },
    async run(t) {
      const pages = ['?view=timeline', '?view=tree', '?view=tree&panel=loop', '?view=timeline&block=L5.1', '?view=stepper', '?view=lab'];
      for (const query of pages) {
        await t.open(query);
        if (query.includes('lab')) await t.page.getByRole('button', { name: 'Skip prediction' }).click();
        const readouts = t.page.locator('.readout');
        const n = await readouts.count();
        check(n >= 3, `${query}: readouts found (${n})`);
        for (let i = 0; i < n; i++) {
          const more = readouts.nth(i).locator('summary');
          check((await more.count()) === 1, `${query}: readout ${i} has an ⓘ`);
          await more.focus();
          await t.page.keyboard.press('Enter');
          const text = readouts.nth(i).locator('details p');
          await eventually(() => text.isVisible(), true, `${query}: definition ${i} opens`);
          const box = await text.boundingBox();
          check(box.x >= 0 && box.x + box.width <= 390 + 1, `${query}: definition ${i} inside the screen (${JSON.stringify(box)})`);
        }
      }
      await t.open('?view=about');
      await expectText(t.page.locator('#term-lane-utilisation + dd'), /With every lane of the warp active the two are the same number/, 'why the two efficiencies coincide');
    },
  },
];

// Timeline: presets, keyboard editing, refusals, projector, exports, share links, block mode.
import { readFileSync } from 'node:fs';
import { check, eventually, expectText } from '../lib.mjs';
import { TimelinePage } from '../pages/timeline.mjs';
import { Shell } from '../pages/shell.mjs';

const PRESETS = [
  ['L2.1 15 vs 25 cycles, 8 vs 24 lanes', '40 cycles', '25 cycles', '62.5%'],
  ['L2.2 four-way switch 20/30/25/5', '80 cycles', '30 cycles', '37.5%'],
  ['L2.3 one lane on 100, 31 lanes on 50', '150 cycles', '100 cycles', '66.7%'],
  ['L3.3 Warp Y (corrected): five 24-cycle paths', '120 cycles', '24 cycles', '20.0%'],
  ['idx < 16: 10 vs 8 instructions', '18 cycles', '10 cycles', '55.6%'],
  ['32-way worst case, 10 cycles each', '320 cycles', '10 cycles', '3.1%'],
  ['Mental model: A = 12, B = 20', '32 cycles', '20 cycles', '62.5%'],
];

export const tests = [
  {
    name: 'each seed preset shows the figures its seed states',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      for (const [label, div, ideal, eff] of PRESETS) {
        await tl.choosePreset(label);
        await expectText(tl.readout('t-div'), div, `${label} T_div`);
        await expectText(tl.readout('t-ideal'), ideal, `${label} T_ideal`);
        await expectText(tl.readout('efficiency'), eff, `${label} efficiency`);
      }
      await tl.choosePreset('L5.3 Warp Q: 25 + 15, then a 10-cycle tail');
      await expectText(tl.readout('total'), '50 cycles', 'L5.3 warp Q total');
      await tl.choosePreset('Even two-way split, equal lengths');
      await expectText(tl.readout('lane-efficiency'), '50.0%', 'seed 002 E for an even split');
    },
  },
  {
    name: 'editing a path length by keyboard updates bars and readouts; bad values are refused at the field',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      await tl.length('B').focus();
      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.type('35');
      await expectText(tl.readout('t-div'), '50 cycles', 'T_div after typing 35');
      await expectText(tl.readout('waste'), '15 cycles', 'waste');
      await eventually(() => tl.figure().locator('text').allTextContents().then((x) => x.some((s) => s.includes('B 35'))), true, 'figure label B 35');
      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.type('-3');
      await expectText(tl.errorFor('path-1-length'), 'the path length cannot be negative', 'field message');
      await expectText(tl.readout('t-div'), '50 cycles', 'the figure keeps the last valid state');
      check(await tl.length('B').inputValue() === '-3', 'what was typed is kept');
      await tl.takers('A').fill('30');
      await expectText(t.page.locator('.paths__error'), /54 takers in all, but the warp has only 32 lanes/, 'lane overflow message');
    },
  },
  {
    name: 'projector mode toggles by key P and by the URL',
    async run(t) {
      await t.open('?view=timeline');
      const isOn = () => t.page.evaluate(() => document.body.classList.contains('projector'));
      await t.page.locator('main').click({ position: { x: 5, y: 5 } });
      await t.page.keyboard.press('p');
      await eventually(isOn, true, 'projector after P');
      await eventually(() => new URL(t.page.url()).searchParams.get('projector'), '1', 'URL carries projector=1');
      const size = await new TimelinePage(t.page).figure().locator('text').first().evaluate((el) => el.getBoundingClientRect().height);
      await t.page.keyboard.press('p');
      await eventually(isOn, false, 'projector off after P again');
      await t.page.setViewportSize({ width: 1920, height: 1080 });
      await t.open('?view=timeline&projector=1');
      await eventually(isOn, true, 'projector from the URL');
      const px = await new TimelinePage(t.page).figure().locator('text').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * (el.ownerSVGElement.getBoundingClientRect().width / el.ownerSVGElement.viewBox.baseVal.width));
      check(px >= 28, `projector labels are at least 28 px at 1920×1080 (${px.toFixed(1)} px; before resize ${size.toFixed(1)})`);
    },
  },
  {
    name: 'Download SVG gives a standalone SVG and Download PNG a 1920×1080 PNG',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      const [svgDownload] = await Promise.all([t.page.waitForEvent('download'), tl.button('Download SVG').click()]);
      const svg = readFileSync(await svgDownload.path(), 'utf8');
      check(svg.startsWith('<?xml') && svg.includes('<svg xmlns="http://www.w3.org/2000/svg"'), 'SVG has its namespace');
      const parsed = await t.page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { error: !!doc.querySelector('parsererror'), root: doc.documentElement.nodeName, texts: doc.querySelectorAll('text').length };
      }, svg);
      check(!parsed.error && parsed.root === 'svg' && parsed.texts > 3, `SVG parses: ${JSON.stringify(parsed)}`);
      const [pngDownload] = await Promise.all([t.page.waitForEvent('download'), tl.button('Download PNG').click()]);
      const png = readFileSync(await pngDownload.path());
      check(png.subarray(1, 4).toString() === 'PNG', 'PNG signature');
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      check(width === 1920 && height === 1080, `PNG is ${width}×${height}`);
    },
  },
  {
    name: 'share links round-trip; a malformed link names the bad part and keeps the rest',
    async run(t) {
      await t.open('?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32');
      const tl = new TimelinePage(t.page);
      await expectText(tl.readout('total'), '50 cycles', 'total from the link');
      await tl.length('A').fill('16');
      await eventually(() => new URL(t.page.url()).searchParams.get('paths'), '16x8,25x24', 'the URL follows the state');
      const link = t.page.url();
      await t.page.goto(link);
      await expectText(tl.readout('t-div'), '41 cycles', 'reloaded link restores the state');
      await t.open('?view=timeline&paths=15x8,abc&tail=-4&pre=6');
      await expectText(new Shell(t.page).notices(), /"paths" part was ignored: path 2/, 'paths notice');
      await expectText(new Shell(t.page).notices(), /"tail" part was ignored: the reconvergence tail cannot be negative/, 'tail notice');
      await expectText(tl.readout('total'), '46 cycles', 'the prologue of 6 was kept (6 + 15 + 25)');
    },
  },
  {
    name: 'block mode adds warps up (L5.1) and regrouping shows the speed-up (L4.3)',
    async run(t) {
      await t.open('?view=timeline&block=L5.1');
      const tl = new TimelinePage(t.page);
      await expectText(tl.readout('block-issued'), '174 cycles', 'L5.1 issued');
      await expectText(tl.readout('block-ideal'), '120 cycles', 'L5.1 ideal');
      await expectText(tl.readout('block-efficiency'), '69.0%', 'L5.1 efficiency');
      await tl.choosePreset('L4.3 four mixed warps, 8 lanes on each of 20/30/25/5');
      await expectText(tl.readout('block-issued'), '320 cycles', 'L4.3 mixed');
      await tl.button('Regroup lanes into uniform warps').click();
      await expectText(tl.readout('regroup-speedup'), /320 → 80 cycles, 4\.00× faster/, 'regroup speed-up');
    },
  },
  {
    name: 'shortcuts: the help dialog, add path, next preset and Alt+R reset',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      await t.page.locator('main').click({ position: { x: 5, y: 5 } });
      await t.page.keyboard.press('?');
      const dialog = t.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await dialog.waitFor();
      await t.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await t.page.keyboard.press('a');
      await tl.length('C').waitFor();
      await t.page.keyboard.press(']');
      await expectText(tl.readout('t-div'), '32 cycles', 'first preset after ]');
      await t.page.keyboard.press('Alt+r');
      await expectText(tl.readout('t-div'), '40 cycles', 'reset to the default region');
    },
  },
  {
    name: 'a lane strip moves single lanes by keyboard',
    async run(t) {
      await t.open('?view=timeline');
      const tl = new TimelinePage(t.page);
      await tl.button('Lanes of A').click();
      const strip = t.page.getByRole('group', { name: 'Lanes taking path A' });
      await strip.getByRole('button', { name: 'Lane 0', exact: true }).focus();
      for (let i = 0; i < 8; i++) await t.page.keyboard.press('ArrowRight');
      await t.page.keyboard.press('Space');
      await eventually(() => strip.getByRole('button', { name: 'Lane 8', exact: true }).getAttribute('aria-pressed'), 'true', 'lane 8 joins path A');
      await eventually(() => tl.takers('A').inputValue(), '9', 'path A now has 9 takers');
      await eventually(() => tl.takers('B').inputValue(), '23', 'path B gave the lane up');
      await expectText(tl.readout('t-div'), '40 cycles', 'moving a lane does not change the time');
    },
  },
];

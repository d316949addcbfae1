// Branch tree: seed presets, keyboard lane edits, loop panel, share links.
import { check, eventually, expectText } from '../lib.mjs';
import { TreePage } from '../pages/tree.mjs';
import { Shell } from '../pages/shell.mjs';

export const tests = [
  {
    name: 'worst and best layouts show T_div 44 / 18 and efficiency 31.8% / 55.6%',
    async run(t) {
      await t.open('?view=tree');
      const tree = new TreePage(t.page);
      await tree.layout().selectOption({ label: 'Worst case' });
      await expectText(tree.readout('t-div'), '44 cycles', 'worst T_div');
      await expectText(tree.readout('efficiency'), '31.8%', 'worst efficiency');
      await expectText(tree.readout('leaves-reached'), '4 of 4', 'worst leaves');
      await tree.layout().selectOption({ label: 'Best arranged' });
      await expectText(tree.readout('t-div'), '18 cycles', 'best T_div');
      await expectText(tree.readout('t-ideal'), '10 cycles', 'best T_ideal');
      await expectText(tree.readout('efficiency'), '55.6%', 'best efficiency');
      await expectText(tree.description(), /Not reached, so never issued: p2, p4/, 'text alternative');
      await t.page.getByTestId('measured-badge').waitFor();
    },
  },
  {
    name: 'toggling one lane by keyboard changes the reached leaves and the cost',
    async run(t) {
      await t.open('?view=tree&preset=best');
      const tree = new TreePage(t.page);
      await expectText(tree.readout('t-div'), '18 cycles', 'start');
      await tree.lane(0).focus();
      await t.page.keyboard.press('ArrowRight');
      await t.page.keyboard.press('ArrowDown');
      check(await t.page.evaluate(() => document.activeElement.id) === 'lane-9', 'arrows move the focus to lane 9');
      await t.page.keyboard.press('b');
      await expectText(tree.readout('leaves-reached'), '3 of 4', 'lane 9 now reaches p2');
      await expectText(tree.readout('t-div'), '32 cycles', 'p2 adds 14 cycles');
      check(/lane 9 reaches p2: A true, B false, C false/.test(await tree.lane(9).textContent()), 'the lane says where it goes');
      await eventually(() => new URL(t.page.url()).searchParams.get('lanes')?.length, 32, 'the link now spells out every lane');
    },
  },
  {
    name: 'the loop preset shows utilisation 50%',
    async run(t) {
      await t.open('?view=tree');
      const tree = new TreePage(t.page);
      await tree.loopTab().click();
      await tree.loopPreset().selectOption({ label: 'Seed L3.2: 5, 20, 3, 15, … (max 20, sum 320)' });
      await expectText(tree.readout('loop-utilisation'), '50.0%', 'utilisation');
      await expectText(tree.readout('loop-iterations'), '20', 'iterations');
      await tree.counts().fill('5, 20, -1');
      await expectText(t.page.locator('#loop-counts-error'), 'lane 2: the trip count cannot be negative', 'refusal');
      await expectText(tree.readout('loop-utilisation'), '50.0%', 'kept the last valid counts');
    },
  },
  {
    name: 'tree and loop share links round-trip; malformed links say what is wrong',
    async run(t) {
      await t.open('?view=tree&leaves=10,14,8,12&preset=worst');
      const tree = new TreePage(t.page);
      await expectText(tree.readout('t-div'), '44 cycles', 'worst from the link');
      await t.open('?view=tree&shape=nested&leaves=1,2,3,4&warp=32&lanes=3333333333333333444444444444444.');
      await expectText(tree.readout('t-div'), '4 cycles', 'explicit lanes: p1 (1) + p3 (3)');
      await expectText(tree.readout('leaves-reached'), '2 of 4', 'explicit lanes');
      await t.open('?view=tree&panel=loop&counts=5,20,3,15');
      await expectText(tree.readout('loop-utilisation'), '6.7%', '43 / (32 × 20): the missing lanes count as idle');
      await t.open('?view=tree&leaves=10,14&preset=nope');
      await expectText(new Shell(t.page).notices(), /"leaves" part was ignored: this tree has 4 leaves/, 'leaves notice');
      await expectText(new Shell(t.page).notices(), /no lane layout called "nope"/, 'preset notice');
      await expectText(tree.readout('t-div'), '44 cycles', 'the rest kept');
    },
  },
];

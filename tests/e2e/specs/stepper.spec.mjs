// Warp stepper (issue 15): step a kernel through the reconvergence stack, edit it, share it, and read errors at their line.
import { check, eventually, expectText, expectAccessible } from '../lib.mjs';
import { StepperPage } from '../pages/stepper.mjs';

export const tests = [
  {
    name: 'L2.1 in toy mode issues exactly what the timeline prices',
    async run(t) {
      await t.open('?view=stepper&example=l2-1-two-paths&mode=toy');
      const s = new StepperPage(t.page);
      await s.button('Run to end').click();
      await expectText(s.readout('issue-slots'), '40', 'issue slots = T_div');
      await expectText(s.readout('path-efficiency'), '62.5%', 'path efficiency as the timeline');
      await expectText(s.readout('predicted-cycles'), '40 cycles', 'toy prediction, number first');
      await expectText(s.readout('predicted-cycles').locator('xpath=..').locator('.readout__label'), /toy model/, 'the model is named');
      await expectText(s.position(), 'Finished after 40 issue slots.', 'finished');
    },
  },
  {
    name: 'stepping into a divergent branch pushes the stack and narrows the mask; Back undoes it',
    async run(t) {
      await t.open('?view=stepper&example=l2-1-two-paths');
      const s = new StepperPage(t.page);
      await expectText(s.mask(), /^32 of 32 lanes active/, 'all lanes at the start');
      let deepest = 0;
      for (let i = 0; i < 8; i++) {
        await s.button('Step').click();
        deepest = Math.max(deepest, await s.stackRows().count());
      }
      check(deepest >= 2, `the stack grew at the branch (${deepest} rows)`);
      await expectText(s.mask(), /^(8|24) of 32 lanes active/, 'one side of the branch runs');
      check((await s.currentLine().count()) === 1, 'the line about to issue is marked');
      const at = await s.position().textContent();
      await s.button('Back').click();
      await eventually(async () => (await s.position().textContent()) !== at, true, 'Back moved one slot');
    },
  },
  {
    name: 'keys step, go back and run to the end',
    async run(t) {
      await t.open('?view=stepper&example=l2-1-two-paths&mode=toy');
      const s = new StepperPage(t.page);
      await t.page.locator('h1').click();
      await t.page.keyboard.press('ArrowRight');
      await t.page.keyboard.press('ArrowRight');
      await expectText(s.readout('issue-slots'), '2', 'two steps');
      await t.page.keyboard.press('ArrowLeft');
      await expectText(s.readout('issue-slots'), '1', 'one back');
      await t.page.keyboard.press('End');
      await expectText(s.readout('issue-slots'), '40', 'to the end');
      await t.page.keyboard.press('Home');
      await expectText(s.readout('issue-slots'), '0', 'reset');
    },
  },
  {
    name: 'a bad __syncwarp mask stops the run on the lane and line that broke it',
    async run(t) {
      await t.open('?view=stepper&example=bad-syncwarp-mask');
      const s = new StepperPage(t.page);
      await s.button('Run to end').click();
      await expectText(s.runtimeError(), /^line 7, lane \d+: __syncwarp's mask 0xFFFFFFFF names lane 16, which is on another path/, 'lane and line named');
      await expectText(s.position(), /^Stopped at slot/, 'stopped');
    },
  },
  {
    name: 'a parse error points at its line and column with a caret, and unsupported C is named',
    async run(t) {
      await t.open('?view=stepper');
      const s = new StepperPage(t.page);
      await t.page.getByText('Edit the kernel (paste CUDA C)').click();
      await s.source().fill('int x = 3;\nint y = x + ;\n');
      await expectText(s.compileError(), /^line 2, column \d+: [\s\S]*\n\s*\^$/, 'line, column and caret');
      await s.source().fill('int *p = 0;\n');
      await expectText(s.compileError(), /pointers are not part of the stepper's language/, 'named refusal');
      await s.source().fill('int i = 0;\nwhile (true) { i++; }\n');
      await s.button('Run to end').click();
      await expectText(s.runtimeError(), /stopped after 100,000 issue slots — an endless loop\?/, 'budget');
    },
  },
  {
    name: 'edits, inputs and the slot survive a reload through the link',
    async run(t) {
      await t.open('?view=stepper&example=l2-1-two-paths&mode=toy');
      const s = new StepperPage(t.page);
      await s.input('path').fill(Array.from({ length: 32 }, () => '1').join(', '));
      await s.button('Run to end').click();
      await expectText(s.readout('issue-slots'), '25', 'uniform warp: one path');
      await s.button('Back').click();
      await t.page.waitForTimeout(700);
      const url = t.page.url();
      check(/inputs=path/.test(url) && /at=24/.test(url), `link holds inputs and slot: ${url}`);
      await t.page.goto(url);
      await expectText(s.readout('issue-slots'), '24', 'slot restored');
      check((await s.input('path').inputValue()).startsWith('1, 1, 1'), 'inputs restored');
    },
  },
  {
    name: 'a branch can be flipped between predicated and real',
    async run(t) {
      await t.open('?view=stepper&example=l4-2-short-branch');
      const s = new StepperPage(t.page);
      await s.button('Run to end').click();
      const before = await s.readout('issue-slots').textContent();
      const flip = t.page.getByRole('button', { name: /^(Predicate it|Make it a real branch) \(line \d+\)$/ }).first();
      await flip.click();
      await s.button('Run to end').click();
      await eventually(async () => (await s.readout('issue-slots').textContent()) !== before, true, 'the cost changed');
      check(/branches=\d+[pb]/.test(t.page.url()), `the choice is in the link: ${t.page.url()}`);
    },
  },
  {
    name: 'the timeline opens its scenario in the stepper',
    async run(t) {
      await t.open('?view=timeline');
      await t.page.getByRole('link', { name: 'Open in the warp stepper' }).click();
      await t.page.waitForURL(/view=stepper/);
      const s = new StepperPage(t.page);
      await expectText(t.page.getByTestId('stepper-code'), /work\(15\)[\s\S]*work\(25\)/, 'the region as code');
      await s.mode().selectOption('toy');
      await s.button('Run to end').click();
      await expectText(s.readout('issue-slots'), '40', 'the same T_div');
    },
  },
  {
    name: 'the stepper passes axe in both palettes',
    async run(t) {
      await t.open('?view=stepper&example=l3-1-nested-worst');
      const s = new StepperPage(t.page);
      for (let i = 0; i < 5; i++) await s.button('Step').click();
      await expectAccessible(t.page, 'stepper');
      await t.open('?view=stepper&example=l3-1-nested-worst&projector=1');
      await expectAccessible(t.page, 'stepper, projector');
    },
  },
];

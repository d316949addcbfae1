// Warp stepper (issue 15): step a kernel through the reconvergence stack, edit it, share it, and read errors at their line.
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { StepperPage } from '../pages/stepper.mjs';

test.describe('stepper', () => {
  test('L2.1 in toy mode issues exactly what the timeline prices', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&mode=toy');
    const s = new StepperPage(page);
    await s.button('Run to end').click();
    await expect(s.readout('issue-slots'), 'issue slots = T_div').toHaveText('40');
    await expect(s.readout('path-efficiency'), 'path efficiency as the timeline').toHaveText('62.5%');
    await expect(s.readout('predicted-cycles'), 'toy prediction, number first').toHaveText('40 cycles');
    await expect(s.readout('predicted-cycles').locator('xpath=..').locator('.readout__label'), 'the model is named').toHaveText(/toy model/);
    await expect(s.position(), 'finished').toHaveText('Finished after 40 issue slots.');
  });

  test('stepping into a divergent branch pushes the stack and narrows the mask; Back undoes it', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const s = new StepperPage(page);
    await expect(s.mask(), 'all lanes at the start').toHaveText(/^\s*32 of 32 lanes active/);
    let deepest = 0;
    for (let i = 0; i < 8; i++) {
      await s.button('Step').click();
      deepest = Math.max(deepest, await s.stackRows().count());
    }
    expect(deepest, 'the stack grew at the branch').toBeGreaterThanOrEqual(2);
    await expect(s.mask(), 'one side of the branch runs').toHaveText(/^\s*(8|24) of 32 lanes active/);
    await expect(s.currentLine(), 'the line about to issue is marked').toHaveCount(1);
    const at = await s.position().textContent();
    await s.button('Back').click();
    await expect(s.position(), 'Back moved one slot').not.toHaveText(at);
  });

  test('keys step, go back and run to the end', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&mode=toy');
    const s = new StepperPage(page);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(s.readout('issue-slots'), 'two steps').toHaveText('2');
    await page.keyboard.press('ArrowLeft');
    await expect(s.readout('issue-slots'), 'one back').toHaveText('1');
    await page.keyboard.press('End');
    await expect(s.readout('issue-slots'), 'to the end').toHaveText('40');
    await page.keyboard.press('Home');
    await expect(s.readout('issue-slots'), 'reset').toHaveText('0');
  });

  test('a bad __syncwarp mask stops the run on the lane and line that broke it', async ({ page, open }) => {
    await open('?view=stepper&example=bad-syncwarp-mask');
    const s = new StepperPage(page);
    await s.button('Run to end').click();
    await expect(s.runtimeError(), 'lane and line named').toHaveText(/^\s*line 7, lane \d+: __syncwarp's mask 0xFFFFFFFF names lane 16, which is on another path/);
    await expect(s.position(), 'stopped').toHaveText(/^\s*Stopped at slot/);
    await expect(s.readout('predicted-cycles'), 'a stopped run predicts no cycles').toHaveText('—');
    await expect(page.getByTestId('outside-calibration'), 'and says why').toHaveText('The run stopped before the kernel finished, so the model has no cycle count to predict.');
  });

  test('? opens the language and keys help, and ? or Esc closes it', async ({ page, open }) => {
    await open('?view=stepper');
    const help = page.getByRole('button', { name: 'Language and keys (?)' });
    await page.locator('h1').click();
    await page.keyboard.press('?');
    await expect(help, '? opens').toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(help, 'Esc closes').toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('?');
    await page.keyboard.press('?');
    await expect(help, '? again closes').toHaveAttribute('aria-expanded', 'false');
  });

  test('a parse error points at its line and column with a caret, and unsupported C is named', async ({ page, open }) => {
    await open('?view=stepper');
    const s = new StepperPage(page);
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await s.source().fill('int x = 3;\nint y = x + ;\n');
    await expect(s.compileError(), 'line, column and caret').toHaveText(/^\s*line 2, column \d+: [\s\S]*\n\s*\^\s*$/);
    await s.source().fill('int *p = 0;\n');
    await expect(s.compileError(), 'named refusal').toHaveText(/pointers are not part of the stepper's language/);
    // The refusal sits right under Step, above the code, not below the totals.
    const error = await s.compileError().boundingBox();
    const code = await page.locator('.stepper__code-wrap').boundingBox();
    const totals = await page.getByTestId('issue-slots').boundingBox();
    expect(error.y, 'the error is above the code').toBeLessThan(code.y);
    expect(error.y, 'and above the totals').toBeLessThan(totals.y);
    await expect(page.locator('.readout__label', { hasText: 'Predicted cycles' }), 'no dangling colon without a machine').toHaveText(/^Predicted cycles$/);
    await s.source().fill('int i = 0;\nwhile (true) { i++; }\n');
    await s.button('Run to end').click();
    await expect(s.runtimeError(), 'budget').toHaveText(/stopped at the stepper's limit of 100,000 issue slots: an endless loop, or one longer than the stepper runs/);
    await expect(s.mask(), 'the mask it stopped under, as the stack beside it').toHaveText(/^\s*32 of 32 lanes active/);
  });

  test('edits, inputs and the slot survive a reload through the link', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&mode=toy');
    const s = new StepperPage(page);
    await s.input('path').fill(Array.from({ length: 32 }, () => '1').join(', '));
    await s.button('Run to end').click();
    await expect(s.readout('issue-slots'), 'uniform warp: one path').toHaveText('25');
    await s.button('Back').click();
    await expect(page, 'the link holds the inputs').toHaveURL(/inputs=path/);
    await expect(page, 'the link holds the slot').toHaveURL(/at=24/);
    await page.goto(page.url());
    await expect(s.readout('issue-slots'), 'slot restored').toHaveText('24');
    await expect(s.input('path'), 'inputs restored').toHaveValue(/^1, 1, 1/);
  });

  test('a branch can be flipped between predicated and real', async ({ page, open }) => {
    await open('?view=stepper&example=l4-2-short-branch');
    const s = new StepperPage(page);
    await s.button('Run to end').click();
    const before = await s.readout('issue-slots').textContent();
    const flip = page.getByRole('button', { name: /^(Predicate it|Make it a real branch) \(line \d+\)$/ }).first();
    await flip.click();
    await s.button('Run to end').click();
    await expect(s.readout('issue-slots'), 'the cost changed').not.toHaveText(before);
    await expect(page, 'the choice is in the link').toHaveURL(/branches=\d+[pb]/);
  });

  test('the timeline opens its scenario in the stepper', async ({ page, open }) => {
    await open('?view=timeline');
    await page.getByRole('link', { name: 'Open in the warp stepper' }).click();
    await page.waitForURL(/view=stepper/);
    const s = new StepperPage(page);
    await expect(page.getByTestId('stepper-code'), 'the region as code').toHaveText(/work\(15\)[\s\S]*work\(25\)/);
    await s.mode().selectOption('toy');
    await s.button('Run to end').click();
    await expect(s.readout('issue-slots'), 'the same T_div').toHaveText('40');
  });

  test('in Hinglish the examples menu and what to look for are Hinglish, the numbers unchanged', async ({ page, open }) => {
    await open('?view=stepper&example=l2-3-one-lane&lang=hi-Latn');
    await expect(page.locator('figcaption').filter({ hasText: 'L2.3' }), 'the caption').toHaveText(
      /^L2\.3 Ek lane 100 par, 31 lanes 50 par — 100-instruction wala path akeli lane 0 ke liye poora issue hota hai: 150 slots/);
    await expect(page.locator('#stepper-example option[value="l1-1-no-divergence"]'), 'the menu').toHaveText('L1.1 idx < 32: koi divergence nahi');
  });

  test('a kernel without per-lane inputs says so instead of showing an empty box', async ({ page, open }) => {
    await open('?view=stepper&example=l1-1-no-divergence');
    const inputs = page.getByRole('group', { name: 'Per-lane inputs (lane 0 first)' });
    await expect(inputs, 'why the box is empty').toContainText('This kernel reads no per-lane inputs');
    await page.locator('#stepper-example').selectOption('l2-1-two-paths');
    await expect(inputs.getByLabel('Values of path'), 'an input appears').toBeVisible();
    await expect(inputs, 'and the sentence goes').not.toContainText('reads no per-lane inputs');
  });

  test('the stepper passes axe in both palettes', async ({ page, open }) => {
    await open('?view=stepper&example=l3-1-nested-worst');
    const s = new StepperPage(page);
    for (let i = 0; i < 5; i++) await s.button('Step').click();
    await expectAccessible(page, 'stepper');
    await open('?view=stepper&example=l3-1-nested-worst&projector=1');
    await expectAccessible(page, 'stepper, projector');
  });
  test('Play runs and Pause stops at the chosen speed; Reset stops and goes back to slot 0', async ({ page, open }) => {
    await open('?view=stepper&example=l3-2-loop&mode=toy');
    const s = new StepperPage(page);
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('30');
    await s.button('Play').click();
    await expect(s.button('Pause'), 'the button says what it does now').toHaveAttribute('aria-pressed', 'true');
    await expect(s.readout('issue-slots'), 'slots go by').not.toHaveText('0');
    await s.button('Pause').click();
    const paused = await s.readout('issue-slots').textContent();
    await page.waitForTimeout(300);
    await expect(s.readout('issue-slots'), 'paused').toHaveText(paused);
    await expect(s.button('Play')).toHaveAttribute('aria-pressed', 'false');
    // A step by hand pauses Play: the learner has taken over.
    await s.button('Play').click();
    await expect(s.button('Pause')).toHaveAttribute('aria-pressed', 'true');
    await s.button('Step').click();
    await expect(s.button('Play'), 'Step paused it').toHaveAttribute('aria-pressed', 'false');
    const stepped = await s.readout('issue-slots').textContent();
    await page.waitForTimeout(300);
    await expect(s.readout('issue-slots'), 'and nothing runs on').toHaveText(stepped);
    await s.button('Play').click();
    await page.keyboard.press('ArrowLeft');
    await expect(s.button('Play'), 'a key back pauses it too').toHaveAttribute('aria-pressed', 'false');
    await s.button('Play').click();
    await s.button('Reset').click();
    await expect(s.readout('issue-slots'), 'reset').toHaveText('0');
    await expect(s.button('Play'), 'and stopped').toHaveAttribute('aria-pressed', 'false');
    await expect(s.button('Back'), 'nothing to go back to').toBeDisabled();
  });

  test('a refused lane count is named at the field and keeps what was typed; a good one clears it', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const launched = page.getByRole('textbox', { name: 'Launched lanes' });
    await launched.fill('forty');
    await expect(launched, 'marked invalid').toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#stepper-active-error'), 'a sentence').not.toBeEmpty();
    await expect(launched, 'the typing stays').toHaveValue('forty');
    await launched.fill('20');
    await expect(launched).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('#stepper-active-error')).toBeEmpty();
    await expect(new StepperPage(page).mask(), '20 lanes launched').toHaveText(/^\s*20 of 32 lanes active/);
    await expect(page, 'in the link').toHaveURL(/active=20/);
    await expect(page.getByTestId('unread-values').first(), 'values past the launch are said, not dropped silently').toHaveText(/^20 of 32 values used \(up to the last launched lane\); the rest are kept for a wider launch\.$/);
    await launched.fill('32');
    await expect(page.getByTestId('unread-values'), 'a full launch reads every value').toHaveCount(0);
  });

  test('Fill from a layout rewrites an input; the warp width and the example menu follow the state', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const s = new StepperPage(page);
    await page.getByRole('combobox', { name: 'Fill path from' }).selectOption('alternating');
    await expect(s.input('path'), 'the field shows what was filled').toHaveValue(/^0, 1, 0, 1, /);
    await expect(page, 'and the link has it').toHaveURL(/inputs=path(%3A|:)0,1,0,1/);
    await page.getByRole('combobox', { name: 'Warp width' }).selectOption('64');
    await expect(s.mask(), '64 lanes').toHaveText(/of 64 lanes active/);
    await page.getByText('Edit the kernel (paste CUDA C)').click();
    await s.source().fill('int x = threadIdx.x;\nwork(x % 3);\n');
    await expect(s.example(), 'an edited kernel is no longer the example').toHaveValue('');
    await expect(page.locator('.stepper__code-wrap figcaption'), 'captioned as pasted').toHaveText('Pasted kernel');
    await s.example().selectOption('l2-1-two-paths');
    await expect(s.source(), 'the example\'s source is back in the editor').toHaveValue(/path\[/);
    await expect(page.locator('.stepper__code-wrap figcaption'), 'and its caption').toHaveText(/^L2\.1/);
  });

  test('a flipped branch keeps the keyboard focus on its button; Download SVG saves the strip', async ({ page, open }) => {
    await open('?view=stepper&example=l4-2-short-branch');
    const flip = page.getByRole('button', { name: /^(Predicate it|Make it a real branch) \(line \d+\)$/ }).first();
    const before = await flip.textContent();
    await flip.focus();
    await page.keyboard.press('Enter');
    const after = page.getByRole('button', { name: /^(Predicate it|Make it a real branch) \(line \d+\)$/ }).first();
    await expect(after, 'the button now offers the other way').not.toHaveText(before);
    await expect(after, 'and keeps the focus').toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('warpwise-stepper.svg');
    await expect(page.locator('.export__status'), 'says so').toHaveText('SVG downloaded.');
  });

  test('P closes the set-up for the room and opens it again', async ({ page, open }) => {
    await open('?view=stepper');
    const setup = page.locator('details.stepper__setup-box');
    await expect(setup, 'open at a desk').toHaveAttribute('open', '');
    await page.locator('h1').click();
    await page.keyboard.press('p');
    await expect(setup, 'closed in projector mode').not.toHaveAttribute('open', '');
    await page.keyboard.press('p');
    await expect(setup, 'open again').toHaveAttribute('open', '');
  });
  test('the stepper\'s markup shell: a bad link is named and the rest kept, the skip link, the language switch', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths&projector=maybe&at=abc');
    const notices = page.getByTestId('notices');
    await expect(notices.first(), 'the shell\'s part named').toContainText('projector');
    await expect(notices.last(), 'the view\'s part named').toContainText('"at"');
    await expect(page.locator('#stepper-example'), 'the rest kept').toHaveValue('l2-1-two-paths');
    await expect(page.getByRole('link', { name: 'Warp stepper' }), 'the page\'s own link').toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main'), 'the skip link moves to the content').toBeFocused();
    await page.getByRole('link', { name: 'Hinglish' }).click();
    await expect(page.locator('html'), 'the page is Hinglish').toHaveAttribute('lang', 'hi-Latn');
    await expect(page.locator('#stepper-example'), 'and still the same kernel').toHaveValue('l2-1-two-paths');
    await expect(new StepperPage(page).mask(), 'the view in Hinglish').not.toHaveText(/of 32 lanes active/);
    expect(await page.title(), 'the tab names the view').toMatch(/— Warpwise$/);
  });
  test('the keyboard focus stays on a usable button when Step runs out, and an opened explanation stays open while stepping', async ({ page, open }) => {
    await open('?view=stepper&example=l4-2-short-branch');
    const s = new StepperPage(page);
    const what = page.locator('.readout', { has: page.getByTestId('issue-slots') }).locator('summary');
    await what.click();
    await expect(page.locator('#explain-issue-slots'), 'the explanation opens').toBeVisible();
    await s.button('Step').focus();
    for (let i = 0; i < 40 && !(await s.button('Step').isDisabled()); i++) await page.keyboard.press('Enter');
    await expect(s.position()).toHaveText(/^Finished/);
    await expect(s.button('Reset'), 'the focus moved to Reset, not to the page').toBeFocused();
    await expect(page.locator('#explain-issue-slots'), 'still open after every step').toBeVisible();
    await page.keyboard.press('Enter');
    await expect(s.readout('issue-slots'), 'Reset from the keyboard').toHaveText('0');
    await s.button('Step').click();
    await s.button('Back').focus();
    await page.keyboard.press('Enter');
    await expect(s.button('Step'), 'Back at slot 0 hands the focus to Step').toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG', exact: true }).click()]);
    const svg = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
    expect(svg, 'the strip is described by its slots').toMatch(/<desc id="stepper-strip-desc">0 issue slots so far/);
  });
  test('a 64-lane warp chosen from the menu runs the example on 64 lanes of its own inputs; toy costs offer no flips', async ({ page, open }) => {
    await open('?view=stepper&example=l2-1-two-paths');
    const s = new StepperPage(page);
    await page.getByRole('combobox', { name: 'Warp width' }).selectOption('64');
    await s.button('Run to end').click();
    await expect(s.position(), 'no lane reads past its inputs').toHaveText(/^Finished/);
    await expect(s.runtimeError()).toHaveCount(0);
    await expect(s.input('path'), '64 values').toHaveValue(/^(\S+, ){63}\S+$/);
    await s.mode().selectOption('toy');
    await expect(page.locator('.stepper__branches li').first(), 'why there is no button').toContainText('Toy costs keep every branch real');
    await expect(page.locator('.stepper__branches button'), 'nothing to flip').toHaveCount(0);
  });
});

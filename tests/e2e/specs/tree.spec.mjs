// Branch tree: seed presets, keyboard lane edits, loop panel, share links.
import { test, expect } from '../fixtures.mjs';
import { TreePage } from '../pages/tree.mjs';
import { Shell } from '../pages/shell.mjs';

test.describe('tree', () => {
  test('worst and correlated (p1, p3) layouts show T_div 44 / 18 and efficiency 31.8% / 55.6%', async ({ page, open }) => {
    await open('?view=tree');
    const tree = new TreePage(page);
    await tree.layout().selectOption({ label: 'Worst case' });
    await expect(tree.readout('t-div'), 'worst T_div').toHaveText('44 cycles');
    await expect(tree.readout('efficiency'), 'worst efficiency').toHaveText('31.8%');
    await expect(tree.readout('leaves-reached'), 'worst leaves').toHaveText('4 of 4');
    await tree.layout().selectOption({ label: 'Only p1 and p3 (correlated data)' });
    await expect(tree.readout('t-div'), 'best T_div').toHaveText('18 cycles');
    await expect(tree.readout('t-ideal'), 'best T_ideal').toHaveText('10 cycles');
    await expect(tree.readout('efficiency'), 'best efficiency').toHaveText('55.6%');
    await expect(tree.description(), 'text alternative').toHaveText(/Not reached, so never issued: p2, p4/);
    await expect(page.getByTestId('measured-badge')).toBeVisible();
  });

  test('on a Hinglish page the reached-leaves sentence and the dataset strip are Hinglish', async ({ page, open }) => {
    await open('?view=tree&preset=best&lang=hi-Latn');
    const tree = new TreePage(page);
    await expect(tree.description(), 'the sentence').toHaveText(/^Pahunchi leaves: p1 \(10 cycles\) 16 lanes se, p3 \(8 cycles\) 16 lanes se\. Jin tak koi lane nahi pahunchi/);
    await expect(tree.description()).not.toHaveText(/Reached|Not reached/);
    const strip = page.locator('svg#dataset-strip');
    await expect(strip.locator('text', { hasText: '◀ dikhaya' }), 'the shown warp, marked in Hinglish').toHaveCount(1);
    await expect(strip, 'the strip names itself in Hinglish').toHaveAttribute('aria-label', 'Poora dataset, har warp ki ek row');
    await expect(strip.locator('text', { hasText: 'shown' })).toHaveCount(0);
    await open('?view=tree&panel=loop&lang=hi-Latn');
    await expect(page.getByText(/^Warp 20 iterations chalta hai kyunki uski sabse lambi lane ko 20 chahiye; 320 lane-iteration slots kaam ke hain, kul 640 mein se/), 'the loop summary').toBeVisible();
  });

  test('toggling one lane by keyboard changes the reached leaves and the cost', async ({ page, open }) => {
    await open('?view=tree&preset=best');
    const tree = new TreePage(page);
    await expect(tree.readout('t-div'), 'start').toHaveText('18 cycles');
    await tree.lane(0).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(tree.lane(9), 'arrows move the focus to lane 9').toBeFocused();
    await page.keyboard.press('b');
    await expect(tree.readout('leaves-reached'), 'lane 9 now reaches p2').toHaveText('3 of 4');
    await expect(tree.readout('t-div'), 'p2 adds 14 cycles').toHaveText('32 cycles');
    await expect(tree.lane(9), 'the lane says where it goes').toHaveText(/lane 9 reaches p2: A true, B false, C false/);
    await expect.poll(() => new URL(page.url()).searchParams.get('lanes')?.length, 'the link now spells out every lane').toBe(32);
  });

  test('the loop preset shows utilisation 50%', async ({ page, open }) => {
    await open('?view=tree');
    const tree = new TreePage(page);
    await tree.loopTab().click();
    await tree.loopPreset().selectOption({ label: 'Seed L3.2: 5, 20, 3, 15, … (max 20, sum 320)' });
    await expect(tree.readout('loop-utilisation'), 'utilisation').toHaveText('50.0%');
    await expect(tree.readout('loop-iterations'), 'iterations').toHaveText('20');
    await tree.counts().fill('5, 20, -1');
    await expect(page.locator('#loop-counts-error'), 'refusal').toHaveText('lane 2: the trip count cannot be negative');
    await expect(tree.readout('loop-utilisation'), 'kept the last valid counts').toHaveText('50.0%');
  });

  test('tree and loop share links round-trip; malformed links say what is wrong', async ({ page, open }) => {
    await open('?view=tree&leaves=10,14,8,12&preset=worst');
    const tree = new TreePage(page);
    await expect(tree.readout('t-div'), 'worst from the link').toHaveText('44 cycles');
    await open('?view=tree&shape=nested&leaves=1,2,3,4&warp=32&lanes=3333333333333333444444444444444.');
    await expect(tree.readout('t-div'), 'explicit lanes: p1 (1) + p3 (3)').toHaveText('4 cycles');
    await expect(tree.readout('leaves-reached'), 'explicit lanes').toHaveText('2 of 4');
    await open('?view=tree&panel=loop&counts=5,20,3,15');
    await expect(tree.readout('loop-utilisation'), '43 / (32 × 20): the missing lanes count as idle').toHaveText('6.7%');
    await open('?view=tree&leaves=10,14&preset=nope');
    await expect(new Shell(page).notices(), 'leaves notice').toHaveText(/"leaves" part was ignored: this tree has 4 leaves/);
    await expect(new Shell(page).notices(), 'preset notice').toHaveText(/no lane layout called "nope"/);
    await expect(tree.readout('t-div'), 'the rest kept').toHaveText('44 cycles');
  });
});

// Hinglish, fully (issue 33, item 11): every view opened in `lang=hi-Latn`, in the states a learner reaches
// (a stepper run to its end and one that does not compile, the timeline's block mode, the tree's loop panel,
// every Learn topic, the SM panel with many warps), shows no English sentence outside code. The ladder,
// worked through item by item, has its own spec (ladder-round3).
import { test, expect } from '../fixtures.mjs';
import { englishSentences, textOf } from '../lib.mjs';

const TOPICS = ['simt', 'cost', 'nested', 'loops', 'layouts', 'mitigations', 'regime', 'correctness', 'stepper', 'errata'];

// (what a learner opens, what they do there) → the page's visible text is Hinglish.
const PAGES = [
  ['?view=home', null],
  ['?view=about', null],
  ['?view=timeline', null],
  ['?view=timeline&block=L5.1', null],
  ['?view=tree', null],
  ['?view=tree&panel=loop&counts=5,20,3,15', null],
  ['?view=lab', null],
  ['?view=layouts', null],
  ['?view=reality', null],
  ['?view=cards', null],
  ['?view=stepper&example=l2-1-two-paths&warps=32', async (page) => {
    await page.getByRole('button', { name: 'Ant tak chalao' }).click();
  }],
  // A kernel that does not compile: the error names what is wrong, in Hinglish.
  ['?view=stepper&src=aWYgKHggPCAxNikgeyB3b3JrKDMpOyB9IGVsc2UgeyB3b3JrKDUpOw', null],
  ...TOPICS.map((topic) => [`?view=learn&topic=${topic}`, null]),
];

test.describe('Hinglish, every view', () => {
  test('the detector finds the English pages English', async ({ page, open }) => {
    await open('?view=about');
    expect(englishSentences(await textOf(page.locator('body'))).length).toBeGreaterThan(3);
  });

  for (const [query, act] of PAGES) {
    test(`${query} in Hinglish has no English sentence`, async ({ page, open }) => {
      await open(`${query}&lang=hi-Latn`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-Latn');
      if (act) await act(page);
      const found = englishSentences(await textOf(page.locator('body')));
      expect(found, `English sentences on ${query}`).toEqual([]);
    });
  }

  // Phrases too short for the sentence detector, each once left in English.
  const PHRASES = [
    ['?view=reality', ['lanes swapped', 'with one lane on', 'FFMA in the kernel', 'no divergence', 'four-way']],
    ['?view=timeline', ['Mental model']],
    ['?view=stepper&example=l2-1-two-paths&warps=32', ['waiting (masked off)', 'wait (masked off)']],
  ];
  for (const [query, english] of PHRASES) {
    test(`${query} in Hinglish names its scenarios and readings in Hinglish`, async ({ page, open }) => {
      await open(`${query}&lang=hi-Latn`);
      const text = await textOf(page.locator('body'));
      for (const phrase of english) expect(text, `"${phrase}" on ${query}`).not.toContain(phrase);
    });
  }
});

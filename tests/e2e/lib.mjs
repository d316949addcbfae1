// Shared helpers: launching Debian's Chromium (for the benchmarks; Playwright Test launches it from
// playwright.config.mjs with the same flags), keyboard walking and axe-core.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** Presses Tab (or `key`, Shift+Tab to go back) until the focused element's accessible text matches `name`; fails after `max` presses. */
export async function tabTo(page, name, max = 80, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return '';
      const label = el.labels && el.labels.length ? el.labels[0].textContent : '';
      return (el.getAttribute('aria-label') || label || el.textContent || '').trim();
    });
    if (name instanceof RegExp ? name.test(label) : label === name) return;
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

/** Runs axe-core in the page; returns one line per violation ("id (impact): first targets"). */
export async function axeViolations(page) {
  return page.evaluate(async (source) => {
    if (!window.axe) (0, eval)(source);
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_SOURCE);
}

// English function words a Hinglish sentence never needs ("is", "to", "in", "do", "a" are Hindi too; "if"
// and "then" name the code's if and then side in Hinglish too): the same list as
// `model::exercises::english_sentence`.
const ENGLISH = new Set(('the of and with from that this which would should could their there where when what are was were '
  + 'been not but for by its it an at than because into only each every your you can will does has have had they '
  + 'these those or on be once all so both one no any how more other same as after before while least own them we our too '
  + 'also about again here now over up out why who get gets see').split(' '));

/** The sentences of `text` with four or more English function words: English, not Hinglish. */
export function englishSentences(text) {
  return text.split(/[.!?;:—\n]/).filter((s) => s.split(/[^A-Za-z']+/).filter((w) => ENGLISH.has(w.toLowerCase())).length >= 4).map((s) => s.trim());
}

/** An element's visible text, code blocks (and whatever else `skip` selects) left out: code is code in
 *  either language. */
export const textOf = (locator, skip = '') => locator.evaluate((element, skip) => {
  const copy = element.cloneNode(true);
  copy.querySelectorAll(['pre, code', skip].filter(Boolean).join(', ')).forEach((n) => n.remove());
  document.body.appendChild(copy);
  const text = copy.innerText;
  copy.remove();
  return text;
}, skip);

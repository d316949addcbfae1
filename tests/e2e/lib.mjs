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

/** Presses Tab until the focused element's accessible text matches `name`; fails after `max` presses. */
export async function tabTo(page, name, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
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

// Shared test helpers: launching Debian's Chromium, polling assertions, keyboard walking, axe.
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

export class AssertionError extends Error {}

export function check(condition, message) {
  if (!condition) throw new AssertionError(message);
}

/** Polls until `read()` equals (or matches) `expected`, for up to `timeout` ms. */
export async function eventually(read, expected, what, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await read();
    const ok = expected instanceof RegExp ? expected.test(String(last)) : last === expected;
    if (ok) return last;
    if (Date.now() > deadline) throw new AssertionError(`${what}: expected ${expected}, got ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function expectText(locator, expected, what) {
  return eventually(async () => ((await locator.textContent({ timeout: 5000 })) ?? '').trim(), expected, what ?? String(locator));
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
  throw new AssertionError(`could not reach "${name}" with Tab`);
}

/** Runs axe-core in the page and fails on any violation. */
export async function expectAccessible(page, what) {
  const violations = await page.evaluate(async (source) => {
    if (!window.axe) (0, eval)(source);
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_SOURCE);
  check(violations.length === 0, `${what}: axe found ${violations.length} violation(s):\n  ${violations.join('\n  ')}`);
}

// Reads Playwright's JSON report and prints "PASSED FAILED" for scripts/test's tally, plus a line on stderr.
// Retries are off (playwright.config.mjs), so nothing is "flaky"; a test that did not run (skipped or
// interrupted) counts as failed, and so does an error outside any test (the web server not starting).
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'target/e2e/report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`end-to-end: no report at ${file} (${error.message})`);
  console.log('0 1');
  process.exit(0);
}
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0, duration = 0 } = report.stats ?? {};
const outside = (report.errors ?? []).length;
const passed = expected + flaky;
const failed = unexpected + skipped + (outside > 0 && unexpected === 0 ? 1 : 0);
console.error(`end-to-end: ${passed} passed and ${failed} failed in ${(duration / 1000).toFixed(1)} s` +
  (skipped ? ` (${skipped} did not run)` : '') + (outside ? ` (${outside} error(s) outside the tests)` : ''));
console.log(`${passed} ${failed}`);

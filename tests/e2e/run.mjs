// End-to-end runner: serves dist/ on 127.0.0.1, drives Debian's Chromium through every spec, and ends
// with one line "N passed, N failed". Each test gets a fresh browser context; any console error,
// failed request or Content-Security-Policy violation fails the test unless it declares it expects one.
import { readdirSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';
import { launch } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = process.env.DIST ?? join(root, 'dist');
const only = process.argv[2];
mkdirSync(join(root, 'target', 'e2e'), { recursive: true });

const { server, url } = await serve(dist);
const browser = await launch();
let passed = 0;
let failed = 0;
const started = Date.now();

for (const file of readdirSync(join(here, 'specs')).filter((f) => f.endsWith('.spec.mjs')).sort()) {
  if (only && !file.includes(only)) continue;
  const spec = await import(join(here, 'specs', file));
  for (const test of spec.tests) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...(test.context ?? {}) });
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    const problems = [];
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
    });
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    // The tab icon is fetched after the load event, so a test that navigates at once cancels it: not a failure.
    const cancelledIcon = (r) => new URL(r.url()).pathname.endsWith('/icon.svg') && r.failure()?.errorText === 'net::ERR_ABORTED';
    page.on('requestfailed', (r) => { if (!r.url().startsWith('data:') && !r.url().startsWith('blob:') && !cancelledIcon(r)) problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`); });
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
    const t = {
      page, context, base: url, root, dist,
      expectProblems: false,
      async open(query = '') {
        await page.goto(url + query);
        await page.waitForSelector('header.shell__header', { timeout: 10000 });
      },
    };
    const name = `${file.replace('.spec.mjs', '')}: ${test.name}`;
    const t0 = Date.now();
    try {
      await test.run(t);
      if (!t.expectProblems) {
        const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        problems.push(...csp.map((v) => `CSP violation: ${v}`));
        if (problems.length) throw new Error(problems.join('\n    '));
      }
      passed++;
      console.log(`  ✔ ${name} (${Date.now() - t0} ms)`);
    } catch (error) {
      failed++;
      console.log(`  ✘ ${name}\n    ${String(error.stack ?? error).split('\n').slice(0, 6).join('\n    ')}`);
      await page.screenshot({ path: join(root, 'target', 'e2e', `${name.replace(/[^a-z0-9]+/gi, '-')}.png`) }).catch(() => {});
    } finally {
      await context.close();
    }
  }
}

await browser.close();
server.close();
console.log(`\nend-to-end: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

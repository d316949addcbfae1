// Playwright Test: the end-to-end suite against the release build in dist/, in Debian's Chromium (no
// browser download). From tests/e2e: `npx playwright test` runs everything, `npx playwright test layouts`
// one spec. Traces and screenshots of failing tests: target/e2e/results/; totals: target/e2e/report.json.
import { defineConfig } from '@playwright/test';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './lib.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = process.env.DIST ?? join(ROOT, 'dist');

/** A port nobody listens on now; chosen once, in the main process, and inherited by the workers. */
function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}
process.env.WARPWISE_E2E_PORT ??= String(await freePort());
const base = `http://127.0.0.1:${process.env.WARPWISE_E2E_PORT}/`;

export default defineConfig({
  testDir: 'specs',
  testMatch: '*.spec.mjs',
  outputDir: join(ROOT, 'target', 'e2e', 'results'),
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: join(ROOT, 'target', 'e2e', 'report.json') }]],
  // tests/e2e/serve.mjs, with the hosting headers a deployment sends (README, "Hosting").
  webServer: {
    command: `node serve.mjs "${dist}" ${process.env.WARPWISE_E2E_PORT}`,
    url: base,
    reuseExistingServer: false,
    timeout: 15_000,
  },
  use: {
    baseURL: base,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
    // Every test records a trace (DOM snapshots per action), kept only when it fails. Without the
    // screencast frames: on 2 cores they cost about 30 s of the suite, and test-failed-1.png shows the end.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
});

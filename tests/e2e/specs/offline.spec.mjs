// Offline and installable (issue 19): one visit precaches the whole build, every view then opens, reloads
// and navigates with the network gone; a new build replaces the old cache after the reader's "Reload".
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures.mjs';
import { CHROMIUM_FLAGS } from '../lib.mjs';
import { Shell, VIEWS } from '../pages/shell.mjs';
import { RealityPage } from '../pages/reality.mjs';
import { serve } from '../serve.mjs';

/** Waits until the service worker controls the page, its precache is complete, and returns the caches. */
async function precached(page) {
  await expect.poll(() => page.evaluate(async () => {
    // Active means its install, the whole precache, succeeded.
    await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 500))]);
    return navigator.serviceWorker.controller?.state ?? 'none';
  }), { message: 'the service worker controls the page', timeout: 10000 }).toBe('activated');
  return page.evaluate(async () => {
    const names = await caches.keys();
    const entries = {};
    for (const name of names) entries[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return { names, entries };
  });
}

/** What the build should precache: every file of dist/ but the worker, index.html as the scope's root. */
function buildFiles(dist) {
  return readdirSync(dist).filter((f) => f !== 'sw.js').map((f) => (f === 'index.html' ? '/' : `/${f}`)).sort();
}

test.describe('offline', () => {
  test('one visit precaches the whole build, then every view opens, reloads and navigates offline', async ({ page, context, open, dist, base }) => {
      const shell = new Shell(page);
      await open('');
      await expect(shell.heading(), 'home online').toHaveText(VIEWS[0][2]);
      const { names, entries } = await precached(page);
      expect(names.length === 1 && /^warpwise-[0-9a-f]{16}$/.test(names[0]), `one versioned cache: ${names}`).toBe(true);
      const cached = [...entries[names[0]]].sort();
      const want = buildFiles(dist);
      expect(JSON.stringify(cached) === JSON.stringify(want), `precache = the build:\n  cached ${cached}\n  built  ${want}`).toBe(true);
      // The H200 measurements are compiled into the reality bundle (include_str!), so no data file is fetched.
      expect(cached.includes('/reality_bg.wasm') && !cached.some((f) => f.endsWith('.json')), 'the H200 data ships in the reality bundle').toBe(true);

      await context.setOffline(true);
      const fromNetwork = [];
      page.on('response', (r) => { if (!r.fromServiceWorker()) fromNetwork.push(r.url()); });
      expect(await page.evaluate(() => navigator.onLine) === false, 'the browser is offline').toBe(true);

      // Every view's share link, opened and reloaded with no network.
      for (const [key, , heading] of VIEWS) {
        await open(`?view=${key}`);
        await expect(shell.heading(), `offline: heading of ${key}`).toHaveText(heading);
        await page.reload();
        await page.waitForSelector('header.shell__header');
        await expect(shell.heading(), `offline: heading of ${key} after a reload`).toHaveText(heading);
        expect(new URL(page.url()).searchParams.get('view') === key, `offline: the URL keeps view=${key}`).toBe(true);
      }
      // A link with state, and the measurements, offline.
      await open('?view=reality#row-L2.1');
      await expect.poll(async () => (await new RealityPage(page).rows().count()) > 0, { message: 'offline: the H200 rows render' }).toBe(true);
      await open('?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32');
      await expect(shell.heading(), 'offline: a timeline share link').toHaveText(/Timeline/);

      // Through the navigation, from one bundle to the next.
      await open('');
      for (const [key, label, heading] of [...VIEWS.slice(1), VIEWS[0]]) {
        await Promise.all([page.waitForURL((u) => (u.searchParams.get('view') ?? 'home') === key), shell.nav(label).click()]);
        await page.waitForSelector('header.shell__header');
        await expect(shell.heading(), `offline: heading after the nav link to ${key}`).toHaveText(heading);
      }
      expect(fromNetwork.length === 0, `offline, everything came from the service worker; not: ${fromNetwork.join(', ')}`).toBe(true);
      expect(await shell.crashBanner().isHidden(), 'no crash banner offline').toBe(true);
  });
  test('a new build replaces the old cache after the reader chooses Reload', async ({ page, context, open, dist, base }) => {
      // A copy of the build on its own server, so this test can deploy a "new build" over it.
      const copy = mkdtempSync(join(tmpdir(), 'warpwise-update-'));
      cpSync(dist, copy, { recursive: true });
      const { server, url } = await serve(copy);
      try {
        const shell = new Shell(page);
        await page.goto(`${url}?view=tree`);
        await page.waitForSelector('header.shell__header');
        const before = await precached(page);
        expect(before.names.length === 1, `one cache before: ${before.names}`).toBe(true);
        await expect(shell.updateNotice(), 'no notice while the build is current').toHaveText('');

        // The new build: a worker whose list has another version (as a rebuild with any changed file has).
        const worker = readFileSync(join(copy, 'sw.js'), 'utf8');
        const old = /"version":"([0-9a-f]{16})"/.exec(worker)?.[1];
        expect(old && `warpwise-${old}` === before.names[0], `the cache is named after the build's version: ${before.names[0]}`).toBe(true);
        // A second tab in Hinglish gets the notice in its own language.
        const hinglish = await context.newPage();
        await hinglish.goto(`${url}?view=tree&lang=hi-Latn`);
        await hinglish.waitForSelector('header.shell__header');
        writeFileSync(join(copy, 'sw.js'), worker.replace(`"version":"${old}"`, '"version":"0123456789abcdef"'));
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

        const notice = shell.updateNotice();
        await expect(notice, 'the update notice').toHaveText('A new version of Warpwise is available — Reload');
        expect(await notice.getAttribute('role') === 'status', 'the notice is a status message').toBe(true);
        const reload = notice.getByRole('button', { name: 'Reload' });
        expect(await reload.isVisible(), 'the Reload button is visible').toBe(true);
        await expect(new Shell(hinglish).updateNotice(), 'the notice on the Hinglish tab').toHaveText('Warpwise ka naya version aa gaya hai — Reload karo');
        await hinglish.close();
        await expectAccessible(page, 'the page with the update notice');
        // Until the reader chooses, the old build keeps its cache and the page.
        const waiting = (await precached(page)).names.sort().join(', ');
        expect(waiting === `warpwise-0123456789abcdef, ${before.names[0]}`, `both builds cached while the new one waits: ${waiting}`).toBe(true);

        await page.evaluate(() => { window.__beforeReload = true; });
        await reload.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => window.__beforeReload === undefined).catch(() => false), { message: 'the page reloads' }).toBe(true);
        await page.waitForSelector('header.shell__header');
        await expect(shell.heading(), 'the same view after the reload').toHaveText(/Branch tree/);
        await expect(shell.updateNotice(), 'no notice after the reload').toHaveText('');
        const after = await precached(page);
        expect(JSON.stringify(after.names) === '["warpwise-0123456789abcdef"]', `only the new cache remains: ${after.names}`).toBe(true);
        expect(after.entries[after.names[0]].length === before.entries[before.names[0]].length, 'the new cache holds the whole build').toBe(true);
      } finally {
        server.close();
        rmSync(copy, { recursive: true, force: true });
      }
  });
  test('the app is installable: manifest, icon and a worker for the whole site', async ({ page, context, open, dist, base }) => {
      await open('');
      await precached(page);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
      expect(scope === base, `the worker's scope is the whole site without Service-Worker-Allowed: ${scope}`).toBe(true);
      const types = {};
      for (const file of ['sw.js', 'manifest.webmanifest', 'icon.svg']) {
        const response = await page.request.get(base + file);
        expect(response.ok(), `${file} is served`).toBe(true);
        types[file] = response.headers()['content-type'];
      }
      expect(types['sw.js'] === 'text/javascript', `sw.js is JavaScript: ${types['sw.js']}`).toBe(true);
      expect(types['manifest.webmanifest'] === 'application/manifest+json', `the manifest's type: ${types['manifest.webmanifest']}`).toBe(true);
      expect(types['icon.svg'] === 'image/svg+xml', `the icon's type: ${types['icon.svg']}`).toBe(true);
      // Chromium's own installability check (what Lighthouse's installable-manifest audit asked), in a profile
      // on disk: the runner's contexts are incognito, where Chromium never offers to install.
      const profile = mkdtempSync(join(tmpdir(), 'warpwise-profile-'));
      const browser = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
      try {
        const page = browser.pages()[0] ?? await browser.newPage();
        await page.goto(base);
        await page.waitForSelector('header.shell__header');
        await precached(page);
        const cdp = await browser.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.errors.length === 0, `the manifest parses: ${JSON.stringify(manifest.errors)}`).toBe(true);
        const parsed = JSON.parse(manifest.data);
        expect(parsed.display === 'standalone' && parsed.short_name === 'Warpwise', `manifest fields: ${manifest.data}`).toBe(true);
        await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId).join(', '), { message: 'Chromium finds no installability error' }).toBe('');
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
      expect(await page.locator('link[rel="icon"]').getAttribute('href') === 'icon.svg', 'the tab icon is the SVG').toBe(true);
  });
});

// Offline and installable (issue 19): one visit precaches the whole build, every view then opens, reloads
// and navigates with the network gone; a new build replaces the old cache after the reader's "Reload".
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, check, eventually, expectAccessible, expectText } from '../lib.mjs';
import { Shell } from '../pages/shell.mjs';
import { RealityPage } from '../pages/reality.mjs';
import { serve } from '../serve.mjs';

const VIEWS = [
  ['home', 'Start', /Warp divergence, and what it costs/],
  ['timeline', 'Timeline', /Timeline/],
  ['tree', 'Branch tree', /Branch tree/],
  ['stepper', 'Warp stepper', /Warp stepper/],
  ['ladder', 'Ladder', /Exercise ladder/],
  ['lab', 'Sampling lab', /Sampling lab/],
  ['layouts', 'Layouts lab', /Layouts lab/],
  ['reality', 'Reality check', /Reality check/],
  ['about', 'About', /About Warpwise/],
];

/** Waits until the service worker controls the page, its precache is complete, and returns the caches. */
async function precached(page) {
  await eventually(() => page.evaluate(async () => {
    // Active means its install, the whole precache, succeeded.
    await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 500))]);
    return navigator.serviceWorker.controller?.state ?? 'none';
  }), 'activated', 'the service worker controls the page', 10000);
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

export const tests = [
  {
    name: 'one visit precaches the whole build, then every view opens, reloads and navigates offline',
    async run(t) {
      const shell = new Shell(t.page);
      await t.open('');
      await expectText(shell.heading(), VIEWS[0][2], 'home online');
      const { names, entries } = await precached(t.page);
      check(names.length === 1 && /^warpwise-[0-9a-f]{16}$/.test(names[0]), `one versioned cache: ${names}`);
      const cached = [...entries[names[0]]].sort();
      const want = buildFiles(t.dist);
      check(JSON.stringify(cached) === JSON.stringify(want), `precache = the build:\n  cached ${cached}\n  built  ${want}`);
      // The H200 measurements are compiled into the reality bundle (include_str!), so no data file is fetched.
      check(cached.includes('/reality_bg.wasm') && !cached.some((f) => f.endsWith('.json')), 'the H200 data ships in the reality bundle');

      await t.context.setOffline(true);
      const fromNetwork = [];
      t.page.on('response', (r) => { if (!r.fromServiceWorker()) fromNetwork.push(r.url()); });
      check(await t.page.evaluate(() => navigator.onLine) === false, 'the browser is offline');

      // Every view's share link, opened and reloaded with no network.
      for (const [key, , heading] of VIEWS) {
        await t.open(`?view=${key}`);
        await expectText(shell.heading(), heading, `offline: heading of ${key}`);
        await t.page.reload();
        await t.page.waitForSelector('header.shell__header');
        await expectText(shell.heading(), heading, `offline: heading of ${key} after a reload`);
        check(new URL(t.page.url()).searchParams.get('view') === key, `offline: the URL keeps view=${key}`);
      }
      // A link with state, and the measurements, offline.
      await t.open('?view=reality#row-L2.1');
      await eventually(async () => (await new RealityPage(t.page).rows().count()) > 0, true, 'offline: the H200 rows render');
      await t.open('?view=timeline&paths=15x8,25x24&pre=0&tail=10&warp=32');
      await expectText(shell.heading(), /Timeline/, 'offline: a timeline share link');

      // Through the navigation, from one bundle to the next.
      await t.open('');
      for (const [key, label, heading] of [...VIEWS.slice(1), VIEWS[0]]) {
        await Promise.all([t.page.waitForURL((u) => (u.searchParams.get('view') ?? 'home') === key), shell.nav(label).click()]);
        await t.page.waitForSelector('header.shell__header');
        await expectText(shell.heading(), heading, `offline: heading after the nav link to ${key}`);
      }
      check(fromNetwork.length === 0, `offline, everything came from the service worker; not: ${fromNetwork.join(', ')}`);
      check(await shell.crashBanner().isHidden(), 'no crash banner offline');
    },
  },
  {
    name: 'a new build replaces the old cache after the reader chooses Reload',
    async run(t) {
      // A copy of the build on its own server, so this test can deploy a "new build" over it.
      const copy = mkdtempSync(join(tmpdir(), 'warpwise-update-'));
      cpSync(t.dist, copy, { recursive: true });
      const { server, url } = await serve(copy);
      try {
        const page = t.page;
        const shell = new Shell(page);
        await page.goto(`${url}?view=tree`);
        await page.waitForSelector('header.shell__header');
        const before = await precached(page);
        check(before.names.length === 1, `one cache before: ${before.names}`);
        await expectText(shell.updateNotice(), '', 'no notice while the build is current');

        // The new build: a worker whose list has another version (as a rebuild with any changed file has).
        const worker = readFileSync(join(copy, 'sw.js'), 'utf8');
        const old = /"version":"([0-9a-f]{16})"/.exec(worker)?.[1];
        check(old && `warpwise-${old}` === before.names[0], `the cache is named after the build's version: ${before.names[0]}`);
        writeFileSync(join(copy, 'sw.js'), worker.replace(`"version":"${old}"`, '"version":"0123456789abcdef"'));
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

        const notice = shell.updateNotice();
        await expectText(notice, 'A new version of Warpwise is available — Reload', 'the update notice');
        check(await notice.getAttribute('role') === 'status', 'the notice is a status message');
        const reload = notice.getByRole('button', { name: 'Reload' });
        check(await reload.isVisible(), 'the Reload button is visible');
        await expectAccessible(page, 'the page with the update notice');
        // Until the reader chooses, the old build keeps its cache and the page.
        const waiting = (await precached(page)).names.sort().join(', ');
        check(waiting === `warpwise-0123456789abcdef, ${before.names[0]}`, `both builds cached while the new one waits: ${waiting}`);

        await page.evaluate(() => { window.__beforeReload = true; });
        await reload.focus();
        await page.keyboard.press('Enter');
        await eventually(() => page.evaluate(() => window.__beforeReload === undefined).catch(() => false), true, 'the page reloads');
        await page.waitForSelector('header.shell__header');
        await expectText(shell.heading(), /Branch tree/, 'the same view after the reload');
        await expectText(shell.updateNotice(), '', 'no notice after the reload');
        const after = await precached(page);
        check(JSON.stringify(after.names) === '["warpwise-0123456789abcdef"]', `only the new cache remains: ${after.names}`);
        check(after.entries[after.names[0]].length === before.entries[before.names[0]].length, 'the new cache holds the whole build');
      } finally {
        server.close();
        rmSync(copy, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'the app is installable: manifest, icon and a worker for the whole site',
    async run(t) {
      await t.open('');
      await precached(t.page);
      const scope = await t.page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
      check(scope === t.base, `the worker's scope is the whole site without Service-Worker-Allowed: ${scope}`);
      const types = {};
      for (const file of ['sw.js', 'manifest.webmanifest', 'icon.svg']) {
        const response = await t.page.request.get(t.base + file);
        check(response.ok(), `${file} is served`);
        types[file] = response.headers()['content-type'];
      }
      check(types['sw.js'] === 'text/javascript', `sw.js is JavaScript: ${types['sw.js']}`);
      check(types['manifest.webmanifest'] === 'application/manifest+json', `the manifest's type: ${types['manifest.webmanifest']}`);
      check(types['icon.svg'] === 'image/svg+xml', `the icon's type: ${types['icon.svg']}`);
      // Chromium's own installability check (what Lighthouse's installable-manifest audit asked), in a profile
      // on disk: the runner's contexts are incognito, where Chromium never offers to install.
      const profile = mkdtempSync(join(tmpdir(), 'warpwise-profile-'));
      const browser = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
      try {
        const page = browser.pages()[0] ?? await browser.newPage();
        await page.goto(t.base);
        await page.waitForSelector('header.shell__header');
        await precached(page);
        const cdp = await browser.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        check(manifest.errors.length === 0, `the manifest parses: ${JSON.stringify(manifest.errors)}`);
        const parsed = JSON.parse(manifest.data);
        check(parsed.display === 'standalone' && parsed.short_name === 'Warpwise', `manifest fields: ${manifest.data}`);
        await eventually(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId).join(', '), '', 'Chromium finds no installability error');
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
      check(await t.page.locator('link[rel="icon"]').getAttribute('href') === 'icon.svg', 'the tab icon is the SVG');
    },
  },
];

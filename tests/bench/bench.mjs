// Browser benchmarks: sizes against the floor, load times, interaction latency, lab throughput and
// memory, and Lighthouse scores. Prints one table and writes target/bench/bench.json.
// Usage: node tests/bench/bench.mjs <warpwise dist> <floor dist> <core json>
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, writeFileSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/serve.mjs';
import { launch, CHROMIUM_FLAGS } from '../e2e/lib.mjs';
import { measure, GOAL } from '../e2e/size.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [dist, floorDist, coreFile] = process.argv.slice(2);
const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const progress = (what) => console.error(`  … ${what}`);
const VIEWS = ['home', 'learn', 'timeline', 'tree', 'stepper', 'ladder', 'lab', 'layouts', 'reality', 'cards', 'about'];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
  return { median: at(0.5), p90: at(0.9), p99: at(0.99), n: s.length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;

const site = await serve(dist);
const floor = await serve(floorDist);
const browser = await launch();

async function freshPage() {
  // No service worker: every load measures the network path, not a precache filling in the background.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

async function loadTimes(base, query, markName) {
  const shell = [];
  const view = [];
  for (let i = 0; i < LOADS; i++) {
    const { context, page } = await freshPage();
    await page.goto(base + query);
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, markName, { timeout: 15000 });
    const t = await page.evaluate((m) => ({
      shell: performance.getEntriesByName('warpwise:shell-mounted')[0]?.startTime ?? NaN,
      view: performance.getEntriesByName(m)[0].startTime,
    }), markName);
    shell.push(t.shell);
    view.push(t.view);
    await context.close();
  }
  return { shell: stats(shell), view: stats(view) };
}

// Times EVENTS input events from dispatch to the DOM change they cause, inside the page.
async function interaction(query, setup) {
  const { context, page } = await freshPage();
  await page.goto(site.url + query);
  await page.waitForSelector('header.shell__header');
  // The lab draws its exact bars only after a prediction is committed or skipped.
  if (setup === 'lab') await page.getByRole('button', { name: 'Skip prediction' }).click();
  const times = await page.evaluate(async ({ kind, events }) => {
    const sleep = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    for (let i = 0; i < events; i++) {
      let target, watch, fire;
      if (kind === 'timeline') {
        target = document.getElementById('path-1-length');
        watch = document.querySelector('[data-testid="t-div"]');
        fire = () => { target.value = String(30 + (i % 50)); target.dispatchEvent(new Event('input', { bubbles: true })); };
      } else if (kind === 'tree') {
        // The lane grid is written anew on a change, so the watch is on the view, not on the old cell.
        target = document.getElementById(`lane-${i % 32}`);
        watch = target.closest('main');
        fire = () => target.click();
      } else if (kind === 'layouts') {
        // A drag of the p slider: each input regenerates the dataset and repaints the histogram.
        target = document.getElementById('layouts-p-slider');
        watch = document.querySelector('[data-testid="layout-cycles"]').closest('main');
        fire = () => { target.value = String(20 + (i % 60)); target.dispatchEvent(new Event('input', { bubbles: true })); };
      } else if (kind === 'stepper') {
        target = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === (i % 2 ? 'Back' : 'Step'));
        watch = document.querySelector('[data-testid="stepper-position"]');
        fire = () => target.click();
      } else {
        // A setting change asks for a new prediction, so the lab's measured input is Step.
        target = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Step');
        watch = document.querySelector('[data-testid="lab-steps"]');
        fire = () => target.click();
      }
      const changed = new Promise((resolve) => {
        const obs = new MutationObserver(() => { obs.disconnect(); resolve(performance.now()); });
        obs.observe(watch, { childList: true, subtree: true, characterData: true, attributes: true });
      });
      const t0 = performance.now();
      fire();
      const t1 = await Promise.race([changed, new Promise((r) => setTimeout(() => r(NaN), 1000))]);
      out.push(t1 - t0);
      await sleep();
    }
    return out;
  }, { kind: setup, events: EVENTS });
  await context.close();
  const valid = times.filter((x) => Number.isFinite(x));
  return { ...stats(valid), missed: times.length - valid.length };
}

async function labThroughput() {
  const { context, page } = await freshPage();
  await page.goto(site.url + '?view=lab&p=0.5&n=32&seed=1');
  await page.waitForSelector('header.shell__header');
  await page.getByRole('button', { name: 'Skip prediction' }).click();
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('0');
  const memory = () => page.evaluate(() => window.warpwiseWasm?.memory?.buffer?.byteLength ?? NaN);
  const steps = () => page.getByTestId('lab-steps').textContent().then((t) => Number(t.replace(/,/g, '')));
  const before = await memory();
  await page.getByRole('button', { name: 'Play' }).click();
  const t0 = Date.now();
  await page.waitForTimeout(3000);
  const rate = (await steps()) / ((Date.now() - t0) / 1000);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="lab-steps"]').textContent.replace(/,/g, '')) >= 100000, null, { timeout: 120000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  const after = await memory();
  const total = await steps();
  // Exact pmf at n = 1,000,000 in wasm: the lab marks the start and end of the computation.
  await page.getByRole('textbox', { name: 'Sample size n (1 to 1,000,000)' }).fill('1000000');
  await page.waitForTimeout(500);
  const pmfMs = await page.evaluate(() => {
    const start = performance.getEntriesByName('warpwise:pmf:start').at(-1);
    const end = performance.getEntriesByName('warpwise:pmf:end').at(-1);
    return end.startTime - start.startTime;
  });
  await context.close();
  return { steps_per_second: rate, steps: total, wasm_memory_before: before, wasm_memory_after: after, pmf_1e6_wasm_ms: pmfMs };
}

// While the lab plays as fast as possible at n = 1,000,000, how long a click takes to reach the screen.
async function playResponsiveness() {
  const { context, page } = await freshPage();
  await page.goto(site.url + '?view=lab&p=0.5&n=1000000&seed=1');
  await page.waitForSelector('header.shell__header');
  await page.getByRole('button', { name: 'Skip prediction' }).click();
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('0');
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(500);
  const times = await page.evaluate(async (events) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const axis = document.getElementById('lab-axis');
    const out = [];
    for (let i = 0; i < events; i++) {
      const t0 = performance.now();
      axis.value = i % 2 ? 'count' : 'probability';
      axis.dispatchEvent(new Event('change', { bubbles: true }));
      await frame();
      out.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  }, Math.min(EVENTS, 100));
  const steps = Number((await page.getByTestId('lab-steps').textContent()).replace(/,/g, ''));
  await context.close();
  return { ...stats(times), steps };
}

const LONG_LOOP = Buffer.from('int s = 0;\nfor (int i = 0; i < 2000; i++) {\n    if (laneid < i % 32) { work(2); } else { s += 1; }\n}\n').toString('base64url');

// The stepper: a kernel of about 10,000 issue slots run to the end in wasm.
async function stepperRun() {
  const { context, page } = await freshPage();
  const src = Buffer.from('int s = 0;\nfor (int i = 0; i < 2000; i++) {\n    work(2);\n}\n').toString('base64url');
  await page.goto(site.url + `?view=stepper&src=${src}`);
  await page.waitForSelector('header.shell__header');
  const times = [];
  let slots = 0;
  for (let i = 0; i < 10; i++) {
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.waitForTimeout(50);
    const ms = await page.evaluate(async () => {
      const pos = document.querySelector('[data-testid="stepper-position"]');
      const done = new Promise((resolve) => {
        const obs = new MutationObserver(() => { if (pos.textContent.startsWith('Finished')) { obs.disconnect(); resolve(performance.now()); } });
        obs.observe(pos, { childList: true, subtree: true, characterData: true });
      });
      const t0 = performance.now();
      [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Run to end').click();
      return (await done) - t0;
    });
    times.push(ms);
    slots = Number(await page.getByTestId('issue-slots').textContent());
  }
  await context.close();
  return { ...stats(times), slots };
}

// The layouts lab regenerates a 1,000,000-label dataset and its histogram (marks set by the view), per layout.
async function layoutsRegenerate() {
  const { context, page } = await freshPage();
  const out = {};
  for (const layout of ['independent', 'runs', 'shuffled']) {
    await page.goto(site.url + `?view=layouts&n=1000000&p=0.3&layout=${layout}&run=8&seed=1`);
    await page.waitForSelector('[data-testid="warps"]');
    const times = [];
    for (let i = 0; i < 10; i++) {
      await page.getByRole('button', { name: 'New seed', exact: true }).click();
      await page.waitForTimeout(100);
      times.push(await page.evaluate(() => {
        const span = (name) => {
          const s = performance.getEntriesByName(`warpwise:layouts:${name}:start`).at(-1);
          const e = performance.getEntriesByName(`warpwise:layouts:${name}:end`).at(-1);
          return e.startTime - s.startTime;
        };
        return span('generate') + span('histogram');
      }));
    }
    out[layout] = stats(times);
  }
  await context.close();
  return out;
}

// Async on purpose: the site is served from this very process, which must keep answering.
async function lighthouse(view) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  try {
    await promisify(execFile)(join(here, 'node_modules', '.bin', 'lighthouse'), [
      `${site.url}?view=${view}`, '--quiet', '--preset=desktop', '--output=json', `--output-path=${join(out, 'r.json')}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' }, timeout: 120000, maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8'));
    const c = report.categories;
    return { performance: c.performance.score, accessibility: c.accessibility.score, best_practices: c['best-practices'].score };
  } catch (error) {
    return { error: String(error.message).split('\n')[0] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const result = { date: new Date().toISOString(), machine: '2 cores, headless Chromium from Debian' };
result.size = { warpwise: measure(dist), floor: measure(floorDist) };
const floorTotal = result.size.floor.files.reduce((s, f) => s + f.gzip, 0);
result.size.floor_first_visit_gzip = floorTotal;
progress('load times: floor');
result.load = { floor: await loadTimes(floor.url, '', 'warpwise:shell-mounted') };
for (const view of VIEWS) {
  progress(`load times: ${view}`);
  result.load[view] = await loadTimes(site.url, `?view=${view}`, `warpwise:view-rendered:${view}`);
}
progress('interaction latency');
result.interaction = {
  timeline: await interaction('?view=timeline', 'timeline'),
  tree: await interaction('?view=tree', 'tree'),
  lab: await interaction('?view=lab', 'lab'),
  stepper: await interaction('?view=stepper&example=l3-2-loop', 'stepper'),
  // A long divergent loop from slot 500: a full strip (160 columns × 32 lanes) repainted on every Step and Back.
  'stepper (slot 500 of a long loop)': await interaction(`?view=stepper&src=${LONG_LOOP}&at=500`, 'stepper'),
  layouts: await interaction('?view=layouts&n=4096&p=0.5&layout=independent&seed=1', 'layouts'),
};
progress('layouts: a 1,000,000-label dataset');
result.layouts = await layoutsRegenerate();
progress('lab: input while playing at n = 1,000,000');
result.play = await playResponsiveness();
progress('stepper: a 10,000-slot run');
result.stepper = await stepperRun();
progress('lab throughput and memory');
result.lab = await labThroughput();
result.core = JSON.parse(readFileSync(coreFile, 'utf8'));
result.lighthouse = {};
for (const view of VIEWS) {
  progress(`Lighthouse: ${view}`);
  result.lighthouse[view] = await lighthouse(view);
}

await browser.close();
site.server.close();
floor.server.close();
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/bench.json', JSON.stringify(result, null, 1));

const lines = [];
const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`);
row('measure', 'Warpwise', 'floor / target', 'note');
row('---', '---', '---', '---');
for (const v of result.size.warpwise.views.filter((v) => v.view !== 'about')) {
  row(`first visit, gzip -9: ${v.view}`, kb(v.gzip), `floor ${kb(floorTotal)} (×${(v.gzip / floorTotal).toFixed(1)}); goal ${kb(GOAL)}`, v.gzip <= GOAL ? 'goal met' : 'goal missed (the guard fails the build at 250 KB)');
}
row('load to shell mounted, median / p90 (timeline)', `${ms(result.load.timeline.shell.median)} / ${ms(result.load.timeline.shell.p90)}`, `floor ${ms(result.load.floor.view.median)} / ${ms(result.load.floor.view.p90)}`, `${LOADS} fresh loads, cache off`);
for (const view of VIEWS) {
  const l = result.load[view].view;
  row(`load to first render: ${view}, median / p90`, `${ms(l.median)} / ${ms(l.p90)}`, `ratio to floor ×${(l.median / result.load.floor.view.median).toFixed(2)}; goal ×1.5`, l.median <= 1.5 * result.load.floor.view.median ? 'goal met' : 'goal missed');
}
for (const [view, i] of Object.entries(result.interaction)) {
  row(`interaction: ${view}, median / p99`, `${ms(i.median)} / ${ms(i.p99)}`, `goal p99 16 ms: ${i.p99 <= 16 ? 'met' : 'missed'}`, `${i.n} events${i.missed ? `, ${i.missed} without a DOM change` : ''}`);
}
row('lab: input to next paint while playing at n = 1,000,000, median / p99', `${ms(result.play.median)} / ${ms(result.play.p99)}`, 'target p99 50 ms', `${result.play.n} changes; ${result.play.steps} steps drawn meanwhile`);
row('stepper: run to the end, median / p99', `${ms(result.stepper.median)} / ${ms(result.stepper.p99)}`, 'target 50 ms for 10,000 slots', `${result.stepper.slots} issue slots, 32 lanes, in wasm with the repaint`);
for (const [layout, s] of Object.entries(result.layouts)) {
  row(`layouts: 1,000,000 labels (${layout}) generated + histogram, median / p99`, `${ms(s.median)} / ${ms(s.p99)}`, 'target 50 ms', '10 new seeds, in wasm');
}
row('lab: steps per second, n = 32, as fast as possible', result.lab.steps_per_second.toFixed(0), 'target 1,000', 'page redrawn once per frame with the latest step');
row('lab: wasm memory before / after 100,000 steps', `${kb(result.lab.wasm_memory_before)} / ${kb(result.lab.wasm_memory_after)}`, 'flat', `${result.lab.steps} steps`);
row('lab: exact pmf, n = 1,000,000, in wasm', ms(result.lab.pmf_1e6_wasm_ms), 'target 20 ms', 'computed and aggregated');
row('core: pricing one region (native)', `${result.core.ns_per_region} ns`, '', '100,000 random regions');
row('core: 64-warp block, price / regroup + price (native)', `${result.core.block64_us} µs / ${result.core.block64_regroup_us} µs`, '', '');
row('core: exact pmf, n = 1,000,000 (native)', `${result.core.pmf_1e6_native_ms} ms`, '', '');
for (const [view, s] of Object.entries(result.lighthouse)) {
  row(`Lighthouse (desktop): ${view}`, s.error ? `error: ${s.error}` : `perf ${s.performance} · a11y ${s.accessibility} · best ${s.best_practices}`, 'targets 0.98 · 1.00', '');
}
console.log(lines.join('\n'));
writeFileSync('target/bench/table.md', lines.join('\n') + '\n');

// Shipped sizes of dist/ (raw and gzip -9) and the first-visit transfer of every view, against the budget.
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET = 200 * 1024;
export const TARGET = 120 * 1024;
// Every view has met the 120 KB target (issue #19) and keeps to it, so no later change can push one back over;
// BUDGET is the ceiling for a view not listed here.
export const BUDGETS = { home: TARGET, timeline: TARGET, about: TARGET, reality: TARGET, learn: TARGET, cards: TARGET, layouts: TARGET, tree: TARGET, lab: TARGET, ladder: TARGET, stepper: TARGET };
const budget = (view) => BUDGETS[view] ?? BUDGET;
// The bundle and the stylesheet each view loads: read from assets/loader.js, which defines them.
const LOADER = readFileSync(new URL('../../assets/loader.js', import.meta.url), 'utf8');
const table = (name) => JSON.parse(LOADER.match(new RegExp(`const ${name} = (\\{[^}]*\\});`))[1].replace(/(\w+):/g, '"$1":').replace(/'/g, '"'));
export const BUNDLES = table('bundles');
export const STYLES = table('styles');

export function measure(dist) {
  const files = readdirSync(dist)
    .filter((f) => statSync(join(dist, f)).isFile())
    .map((name) => {
      const body = readFileSync(join(dist, name));
      return { name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  // Shared: the page, the loader and the stylesheets index.html links (Trunk's, with hashed names).
  const shared = files.filter((f) => f.name === 'index.html' || /-[0-9a-f]{8,}\.css$/.test(f.name) || f.name.startsWith('loader'));
  const views = Object.entries(BUNDLES).map(([view, bundle]) => {
    const own = files.filter((f) => f.name === `${bundle}.js` || f.name === `${bundle}_bg.wasm` || f.name === `${STYLES[view]}.css`);
    const parts = [...shared, ...own];
    return { view, bundle, raw: parts.reduce((s, f) => s + f.raw, 0), gzip: parts.reduce((s, f) => s + f.gzip, 0) };
  });
  return { files, views };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Messages of core's panics whose formatting links kilobytes into a bundle (README, "Performance"): a
// byte-index string slice brings the char-boundary report (char's Debug, the printable-character tables),
// an f64::clamp between computed bounds the float formatter. Their text in a bundle means one came back.
// The flashcards bundle keeps rs-fsrs's own clamp.
export const PANIC_LEVERS = [
  { text: 'is not a char boundary', what: 'a panicking string slice (&s[a..b], split_at)', allowed: [] },
  { text: 'min > max, or either was NaN', what: 'f64::clamp between computed bounds', allowed: ['cards'] },
];

export function panicLevers(dist) {
  const found = [];
  for (const bundle of new Set(Object.values(BUNDLES))) {
    const wasm = readFileSync(join(dist, `${bundle}_bg.wasm`));
    for (const lever of PANIC_LEVERS) {
      if (!lever.allowed.includes(bundle) && wasm.includes(lever.text)) found.push(`${bundle}: ${lever.what}`);
    }
  }
  return found;
}

if (process.argv[1]?.endsWith('size.mjs')) {
  const dist = process.argv[2] ?? 'dist';
  const { files, views } = measure(dist);
  console.log('file'.padEnd(34), 'raw'.padStart(10), 'gzip -9'.padStart(10));
  for (const f of files) console.log(f.name.padEnd(34), kb(f.raw).padStart(10), kb(f.gzip).padStart(10));
  console.log('\nfirst visit (html + loader + shared css + the view\'s css and bundle), gzip -9:');
  for (const v of views) console.log(`  ${v.view.padEnd(10)} ${kb(v.gzip).padStart(10)}  (target ${kb(TARGET)}, budget ${kb(budget(v.view))})`);
  mkdirSync('target', { recursive: true });
  writeFileSync('target/size.json', JSON.stringify({ files, views }, null, 1));
  const worst = views.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const over = views.filter((v) => v.gzip > budget(v.view));
  for (const v of over) console.error(`\nFAIL: the ${v.view} view's first visit is ${kb(v.gzip)}, over its ${kb(budget(v.view))} budget.`);
  const levers = panicLevers(dist);
  for (const l of levers) console.error(`\nFAIL: ${l} is back; its panic message links core's formatting machinery.`);
  if (over.length > 0 || levers.length > 0) process.exit(1);
  console.log(`\nbudgets ok: largest first visit ${kb(worst.gzip)} (${worst.view}) ≤ ${kb(BUDGET)}, ${Object.entries(BUDGETS).map(([v, b]) => `${v} ≤ ${kb(b)}`).join(', ')}; target ${kb(TARGET)} ${worst.gzip <= TARGET ? 'met' : 'not met yet'}.`);
}

// Shipped sizes of dist/ (raw and gzip -9) and every view's first-visit transfer, against the guard: a view
// whose first visit grows past GUARD fails the build (a regression to look at), and the report says how far
// each is from GOAL, the size scripts/bench reports against. Neither is a reason to leave Leptos, serde,
// statrs or std (README "Performance").
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// 300 KB since the stepper took on issue #33's and #36's features (statement spans and Format, the input
// arrays, the to-scale export, the many-warp SM model and its figure: 249.9 → 281.1 KB) and the ladder's
// regime items R.1 and R.2 compute their answers with the stepper's compiler and the H200 and SM models
// (236.2 → 290.5 KB). Raised for features measured one by one, never to let an unexplained regression through.
export const GUARD = 300 * 1024;
export const GOAL = 200 * 1024;
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

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1]?.endsWith('size.mjs')) {
  const dist = process.argv[2] ?? 'dist';
  const { files, views } = measure(dist);
  console.log('file'.padEnd(34), 'raw'.padStart(10), 'gzip -9'.padStart(10));
  for (const f of files) console.log(f.name.padEnd(34), kb(f.raw).padStart(10), kb(f.gzip).padStart(10));
  console.log('\nfirst visit (html + loader + shared css + the view\'s css and bundle), gzip -9:');
  for (const v of views) console.log(`  ${v.view.padEnd(10)} ${kb(v.gzip).padStart(10)}  goal ${kb(GOAL)} ${v.gzip <= GOAL ? 'met' : 'missed'}, guard ${kb(GUARD)}`);
  mkdirSync('target', { recursive: true });
  writeFileSync('target/size.json', JSON.stringify({ files, views }, null, 1));
  const over = views.filter((v) => v.gzip > GUARD);
  for (const v of over) console.error(`\nFAIL: the ${v.view} view's first visit is ${kb(v.gzip)}, over the ${kb(GUARD)} guard.`);
  if (over.length > 0) process.exit(1);
  const worst = views.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(`\nguard ok: largest first visit ${kb(worst.gzip)} (${worst.view}) ≤ ${kb(GUARD)}.`);
}

// Part of the Trunk post_build hook (scripts/post-build.mjs): minifies wasm-bindgen's JS glue of every bundle (`<bin>.js`) with
// terser, which Trunk's own minifier leaves as it is. About 1.9 KB gzip off every first visit (README,
// "Performance"). Runs before precache.mjs, which hashes the result. Files Trunk already minified and
// hashed into index.html's SRI (`loader-<hash>.js`) and the service worker (its precache markers) are left.
// Usage outside Trunk: node scripts/minify.mjs DIR
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(new URL('./node/package.json', import.meta.url));
const { minify } = require('terser');

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('usage: node scripts/minify.mjs DIR (or run as a Trunk hook)');
// A bundle's glue sits beside its wasm: `tree.js` next to `tree_bg.wasm`.
const glue = readdirSync(dir).filter((f) => f.endsWith('.js') && readdirSync(dir).includes(f.replace(/\.js$/, '_bg.wasm')));
if (glue.length === 0) throw new Error(`no wasm-bindgen glue in ${dir}`);
for (const name of glue) {
  const path = join(dir, name);
  const out = await minify(readFileSync(path, 'utf8'), { module: true, compress: true, mangle: true });
  writeFileSync(path, out.code);
}

// Part of the Trunk post_build hook (scripts/post-build.mjs): minifies wasm-bindgen's JS glue of every bundle (`<bin>.js`) with
// terser, which Trunk's own minifier leaves as it is, and takes the comments and indentation out of each view's
// own stylesheet (copied as is by Trunk, linked by the loader). Runs before precache.mjs, which hashes the result. Files Trunk already minified and
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

// A view's stylesheet (`stepper.css`; Trunk's hashed sheets are minified already): comments, indentation and
// blank lines go. Our sheets hold no "/*" inside a string, so a comment is always a comment.
for (const name of readdirSync(dir).filter((f) => /^[a-z]+\.css$/.test(f))) {
  const path = join(dir, name);
  const css = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s+|\s+$/gm, '')
    .replace(/\n+/g, '\n');
  writeFileSync(path, css);
}

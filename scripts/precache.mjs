// Part of the Trunk post_build hook (scripts/post-build.mjs): writes the service worker's precache list into the staged sw.js. The
// list is every file of the build except the worker itself, each with its SRI hash (index.html is cached as
// the scope's root, without one, since hosts may rewrite it); the version is a hash of all of it, so any
// change to the build is a new worker and a new cache. Usage outside Trunk: node scripts/precache.mjs DIR
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('usage: node scripts/precache.mjs DIR (or run as a Trunk hook)');
const WORKER = 'sw.js';
const MARKER = /\/\* precache:start \*\/[\s\S]*?\/\* precache:end \*\//;

const worker = readFileSync(join(dir, WORKER), 'utf8');
if (!MARKER.test(worker)) throw new Error(`${WORKER} has no /* precache:start */ … /* precache:end */ list`);
const names = readdirSync(dir).filter((f) => f !== WORKER && !f.startsWith('.') && statSync(join(dir, f)).isFile()).sort();
if (!names.includes('index.html')) throw new Error(`no index.html in ${dir}`);

const build = createHash('sha256').update(worker);
const files = names.map((name) => {
  const body = readFileSync(join(dir, name));
  build.update(`\0${name}\0`).update(body);
  if (name === 'index.html') return { url: './' };
  return { url: name, integrity: `sha384-${createHash('sha384').update(body).digest('base64')}` };
});
const version = build.digest('hex').slice(0, 16);
const list = `{"version":"${version}","files":[
  ${files.map((f) => JSON.stringify(f)).join(',\n  ')}
]}`;
writeFileSync(join(dir, WORKER), worker.replace(MARKER, `/* precache:start */ ${list} /* precache:end */`));
console.log(`precache: ${files.length} files, version ${version}`);

// Part of the Trunk post_build hook (scripts/post-build.mjs): gives every bundle's wasm imports, and the
// closure entry points it exports, short names. wasm-bindgen names each import after the JS function and a
// 16-hex-digit hash (`__wbg_addEventListener_847fd86b8c33ec43`), each closure entry point after a hash
// (`wasm_bindgen__convert__closures_____invoke__h22d47475a1e49eb2`), and writes each name twice, once in the
// wasm and once in the glue; hashes do not compress, so the names cost a first visit about 3.5 KB gzip
// (README, "Performance"). This renames imports to `i<n>` and those exports to `c<n>` in both files (every
// name ends in its hash, so no name is part of another). It refuses, and so fails the build, when a name is
// not in the glue, so a renamed import or export can never be left unbound. Runs after minify.mjs and before precache.mjs, which hashes the result.
// Usage outside Trunk: node scripts/shorten.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('usage: node scripts/shorten.mjs DIR (or run as a Trunk hook)');

// Unsigned LEB128, as the wasm binary format writes every length and count.
function readU32(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function u32(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

// A name as the binary format writes it: its length in bytes, then UTF-8; and the reverse.
function readName(bytes, at) {
  const [length, start] = readU32(bytes, at);
  return [bytes.subarray(start, start + length).toString(), start + length];
}

const name = (text) => Buffer.concat([u32(Buffer.byteLength(text)), Buffer.from(text)]);

// An import's description after its names: a function's type index, a table, a memory or a global.
function skipDescription(bytes, at) {
  const kind = bytes[at++];
  if (kind === 0x00) return readU32(bytes, at)[1];
  if (kind === 0x01 || kind === 0x02) {
    if (kind === 0x01) at += 1; // the table's element type
    const flags = bytes[at++];
    at = readU32(bytes, at)[1];
    return flags & 1 ? readU32(bytes, at)[1] : at;
  }
  if (kind === 0x03) return at + 2; // a global's value type and mutability
  throw new Error(`import kind ${kind} is not one this script knows`);
}

// The exports worth renaming: closure entry points named after a hash.
const HASHED_EXPORT = /^wasm_bindgen__convert__closures_____invoke__h[0-9a-f]{16}$/;

/** Renames the imports of `wasm` from `module`, and its hashed exports; returns the new module and the
 * renames made. */
function shortenImports(wasm, module) {
  const parts = [wasm.subarray(0, 8)];
  const renames = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = readU32(wasm, at + 1);
    const end = start + size;
    if (id === 7) {
      let [count, p] = readU32(wasm, start);
      const entries = [u32(count)];
      for (let i = 0; i < count; i++) {
        let field;
        [field, p] = readName(wasm, p);
        const rest = p;
        p = readU32(wasm, p + 1)[1]; // the export's kind, then its index
        const short = HASHED_EXPORT.test(field) ? `c${i.toString(36)}` : field;
        if (short !== field) renames.push([field, short]);
        entries.push(name(short), wasm.subarray(rest, p));
      }
      const body = Buffer.concat(entries);
      parts.push(Buffer.from([7]), u32(body.length), body);
      at = end;
      continue;
    }
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = readU32(wasm, start);
    const entries = [u32(count)];
    for (let i = 0; i < count; i++) {
      let from;
      let field;
      [from, p] = readName(wasm, p);
      [field, p] = readName(wasm, p);
      const rest = p;
      p = skipDescription(wasm, p);
      const short = from === module ? `i${i.toString(36)}` : field;
      if (short !== field) renames.push([field, short]);
      entries.push(name(from), name(short), wasm.subarray(rest, p));
    }
    const body = Buffer.concat(entries);
    parts.push(Buffer.from([2]), u32(body.length), body);
    at = end;
  }
  return { wasm: Buffer.concat(parts), renames };
}

/** Renames every use of each old name in the glue, refusing a name the glue never uses. */
function renameInGlue(glue, renames) {
  let out = glue;
  for (const [from, to] of renames) {
    const parts = out.split(from);
    if (parts.length < 2) throw new Error(`${from} is not in the glue`);
    out = parts.join(to);
  }
  return out;
}

{
  const bundles = readdirSync(dir).filter((f) => f.endsWith('_bg.wasm'));
  if (bundles.length === 0) throw new Error(`no wasm bundles in ${dir}`);
  for (const wasmName of bundles) {
    const bundle = wasmName.replace(/_bg\.wasm$/, '');
    const wasmPath = join(dir, wasmName);
    const gluePath = join(dir, `${bundle}.js`);
    const { wasm, renames } = shortenImports(readFileSync(wasmPath), `./${bundle}_bg.js`);
    if (renames.length === 0) continue; // already shortened
    const glue = renameInGlue(readFileSync(gluePath, 'utf8'), renames);
    writeFileSync(wasmPath, wasm);
    writeFileSync(gluePath, glue);
  }
}

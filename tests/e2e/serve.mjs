// A tiny static server for dist/ on 127.0.0.1 (scripts/serve, tests and benchmarks): correct MIME types, no
// caching, and the response headers a deployment should send (README, "Hosting").
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The headers a deployment should send. The policy is the page's own <meta> policy (so it is defined once,
 * in index.html) plus what only a header can say: frame-ancestors.
 */
export async function securityHeaders(root) {
  const html = await readFile(join(resolve(root), 'index.html'), 'utf8').catch(() => '');
  // The build minifies index.html: attributes may come in any order, unquoted where HTML allows.
  const tag = /<meta\b[^>]*http-equiv=["']?Content-Security-Policy\b[^>]*>/i.exec(html)?.[0];
  const meta = tag && /\bcontent="([^"]+)"/.exec(tag)?.[1];
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
  // A site without its own policy (the benchmark floor) gets none invented for it.
  if (meta) headers['content-security-policy'] = `${meta}; frame-ancestors 'none'`;
  return headers;
}

export async function serve(root, port = 0) {
  const base = resolve(root);
  const security = await securityHeaders(root);
  // Links may be long (the app refuses those over 64 KB itself, with a notice): let them reach it.
  const server = createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = normalize(join(base, path === '/' ? 'index.html' : path));
    if (!file.startsWith(base)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...security, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, { ...security, 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${server.address().port}/` })));
}

if (process.argv[1] && process.argv[1].endsWith('serve.mjs')) {
  const { url } = await serve(process.argv[2] ?? 'dist', Number(process.argv[3] ?? 8080));
  console.log(`Serving ${process.argv[2] ?? 'dist'} at ${url}`);
}

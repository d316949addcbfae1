// Trunk's post_build hook (Trunk.toml): minify each bundle's JS glue, then write the service worker's precache
// list. One hook, in this order, because Trunk starts a stage's hooks at the same time and the list must hash
// the final files. Usage outside Trunk: node scripts/post-build.mjs DIR
await import('./minify.mjs');
await import('./precache.mjs');

// Loads the one bundle the address bar's view needs (see README, "Bundles"); a page never runs two.
const bundles = { home: 'warpwise', timeline: 'warpwise', about: 'warpwise', tree: 'tree', ladder: 'ladder', lab: 'lab', layouts: 'layouts', stepper: 'stepper', reality: 'reality' };
const view = new URLSearchParams(window.location.search).get('view') ?? 'home';
const name = Object.hasOwn(bundles, view) ? bundles[view] : 'warpwise';

function crashed(error) {
  console.error('Warpwise could not start:', error);
  const banner = document.getElementById('crash-banner');
  if (banner) banner.hidden = false;
}

try {
  const bundle = await import(`./${name}.js`);
  // The instance's exports are kept for the benchmarks, which read the size of wasm memory.
  window.warpwiseWasm = await bundle.default({ module_or_path: new URL(`./${name}_bg.wasm`, import.meta.url) });
} catch (error) {
  crashed(error);
}

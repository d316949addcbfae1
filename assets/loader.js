// Loads the one bundle the address bar's view needs (see README, "Bundles"); a page never runs two.
const bundles = { home: 'home', timeline: 'warpwise', about: 'home', tree: 'tree', ladder: 'ladder', lab: 'lab', layouts: 'layouts', stepper: 'stepper', reality: 'reality', learn: 'learn', cards: 'cards' };
// Each view's own stylesheet (index.html links only the shared ones); the start and about pages need none.
const styles = { timeline: 'timeline', tree: 'tree', ladder: 'ladder', lab: 'lab', layouts: 'layouts', stepper: 'stepper', reality: 'reality', learn: 'learn', cards: 'cards' };
const view = new URLSearchParams(window.location.search).get('view') ?? 'home';
const name = Object.hasOwn(bundles, view) ? bundles[view] : 'warpwise';
// An unknown view opens the timeline (the shell says so), so it gets the timeline's styles.
const sheet = Object.hasOwn(bundles, view) ? styles[view] : 'timeline';

/** Links a stylesheet and resolves once it is in use (or failed: the page still works unstyled). */
function linkStyles(file) {
  if (!file) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL(`./${file}.css`, import.meta.url).href });
    link.onload = link.onerror = resolve;
    document.head.append(link);
  });
}

function crashed(error) {
  console.error('Warpwise could not start:', error);
  const banner = document.getElementById('crash-banner');
  if (banner) banner.hidden = false;
}

try {
  // Styles first, so the view never draws unstyled; they download alongside the bundle.
  const [bundle] = await Promise.all([import(`./${name}.js`), linkStyles(sheet)]);
  // The instance's exports are kept for the benchmarks, which read the size of wasm memory.
  window.warpwiseWasm = await bundle.default({ module_or_path: new URL(`./${name}_bg.wasm`, import.meta.url) });
} catch (error) {
  crashed(error);
}

// Offline (README): sw.js caches the build; a new build's worker waits for the notice's Reload.
const UPDATE = {
  en: ['A new version of Warpwise is available — ', 'Reload'],
  hi: ['Warpwise ka naya version aa gaya hai — ', 'Reload karo'],
};
async function startWorker() {
  const sw = navigator.serviceWorker;
  const registration = await sw.register(new URL('./sw.js', import.meta.url));
  let reloading = false;
  sw.addEventListener('controllerchange', () => reloading && window.location.reload());
  const offer = (worker) => {
    const notice = document.getElementById('update-notice');
    if (!notice || !sw.controller || notice.firstChild) return;
    // In the page's language: the shell sets <html lang> to the one on screen.
    const [sentence, action] = document.documentElement.lang.startsWith('hi') ? UPDATE.hi : UPDATE.en;
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'button button--primary', textContent: action });
    button.onclick = () => {
      reloading = true;
      if (worker.state === 'activated') window.location.reload();
      else worker.postMessage('skip-waiting');
    };
    notice.append(sentence, button);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => next.state === 'installed' && offer(next));
  });
}
if ('serviceWorker' in navigator) {
  const start = () => startWorker().catch((error) => console.warn('No offline use:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

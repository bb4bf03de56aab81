// The browser offers to install the site once, early, usually before any page code has loaded: keep the
// offer where the download page's InstallStore looks for it (CAPTURED_INSTALL_PROMPT in @wl/pages).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as Window & { __wlInstallPrompt?: Event }).__wlInstallPrompt = event;
});

/** Longest wait for the page's leading image before its code starts anyway (a slow or stalled image). */
const LEADING_IMAGE_WAIT_MS = 2500;

/** Resolves once the image has loaded or failed, or after `limitMs`. */
function settled(image: HTMLImageElement, limitMs: number): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, limitMs);
  });
}

/**
 * A server-rendered page shows everything before any script runs: the page's code starts only after
 * its leading image (the first slide, a lobby's first tiles: the images it loads eagerly) is in and the
 * browser has painted, so evaluating and hydrating never hold up the page's largest paint. React and the
 * shell's start are already on their way (the page preloads them). A hidden tab paints no frame and
 * shows no image: it starts at once.
 */
async function afterFirstPaint(): Promise<void> {
  const root = document.getElementById('root');
  if (!root?.firstElementChild || document.visibilityState !== 'visible') return;
  const leading = root.querySelector<HTMLImageElement>('img[fetchpriority="high"], img[loading="eager"]');
  if (leading) await settled(leading, LEADING_IMAGE_WAIT_MS);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The entry holds only the federation runtime; everything shared loads asynchronously from bootstrap.
afterFirstPaint()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('The site could not start', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The site could not start. Please reload the page.';
  });

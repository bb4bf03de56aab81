// The browser offers to install the site once, early, usually before any page code has loaded: keep the
// offer where the download page's InstallStore looks for it (CAPTURED_INSTALL_PROMPT in @wl/pages).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as Window & { __wlInstallPrompt?: Event }).__wlInstallPrompt = event;
});

/**
 * A server-rendered page shows everything before any script runs: the page's code starts only after
 * the browser has painted it once, so evaluating and hydrating never hold up the first paint. React and
 * the shell's start are already on their way (the page preloads them). A hidden tab paints no frame: it starts at once.
 */
function afterFirstPaint(): Promise<void> {
  const serverRendered = document.getElementById('root')?.firstElementChild != null;
  if (!serverRendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The entry holds only the federation runtime; everything shared loads asynchronously from bootstrap.
afterFirstPaint()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('The site could not start', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The site could not start. Please reload the page.';
  });

import { yieldToMain } from './app/yield-to-main';

// The browser offers to install the site once, early, usually before any page code has loaded: keep the
// offer where the download page's InstallStore looks for it (CAPTURED_INSTALL_PROMPT in @wl/pages).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as Window & { __wlInstallPrompt?: Event }).__wlInstallPrompt = event;
});

// The entry holds only the federation runtime; everything shared loads asynchronously from bootstrap.
// The runtime starts in this task and the shared modules are asked for in the next: together they are one
// of the longest tasks of a first view on a slow phone (the version checks, then a script per chunk).
yieldToMain()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('The site could not start', error);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The site could not start. Please reload the page.';
  });

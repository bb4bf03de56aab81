import { loadChunk, preloadableComponent } from '@wl/core';
import { loadForgotPasswordForm, loadRegisterForm } from '../forms/load-account-forms';
import { LazyChunkSpinner } from './LazyChunk';
import { loadSignInChunk } from './load-sign-in';

// The shell's sign-up and forgotten-password pages are chunks of their own: a first visit never needs them.
const registerPage = preloadableComponent(
  () =>
    import(/* webpackChunkName: "shell-register" */ './ShellRegisterPage').then((m) => m.ShellRegisterPage),
  <LazyChunkSpinner />,
);
const forgotPasswordPage = preloadableComponent(
  () =>
    import(/* webpackChunkName: "shell-forgot-password" */ './ShellForgotPasswordPage').then(
      (m) => m.ShellForgotPasswordPage,
    ),
  <LazyChunkSpinner />,
);

/** /register and /forgot-password of the shell, for templates that bring none. */
export const ShellRegisterRoute = registerPage.Component;
export const ShellForgotPasswordRoute = forgotPasswordPage.Component;

/**
 * What each of the shell's account pages needs, loaded: the page's chunk and its form's. Hovering or
 * focusing a link to one fetches them; the browser loads them before it hydrates the server's render of
 * one, so the form the server rendered is the form hydrated (see LazyChunk).
 */
export const SHELL_ACCOUNT_PAGE_PRELOADS = {
  login: () => loadChunk(loadSignInChunk),
  register: () => Promise.all([registerPage.preload(), loadChunk(loadRegisterForm)]),
  forgotPassword: () => Promise.all([forgotPasswordPage.preload(), loadChunk(loadForgotPasswordForm)]),
} as const;

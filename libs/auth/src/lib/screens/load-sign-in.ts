import { loadSignInForm } from '../forms/load-sign-in-form';

/** The sign-in form and its store: two chunks, fetched together when a guest opens sign-in. */
export function loadSignInChunk() {
  return Promise.all([import(/* webpackChunkName: "shell-sign-in" */ './SignInForm'), loadSignInForm()]).then(
    ([module, Store]) => ({ SignInForm: module.SignInForm, Store }),
  );
}

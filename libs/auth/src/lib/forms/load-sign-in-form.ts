import type { SignInFormStore } from './sign-in-form-store';

/** The sign-in form's store is its own chunk: a first visit as a guest does not download it. */
export function loadSignInForm(): Promise<typeof SignInFormStore> {
  return import(/* webpackChunkName: "sign-in-form" */ './sign-in-form-store').then((m) => m.SignInFormStore);
}

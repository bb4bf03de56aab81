import type { ForgotPasswordStore } from './forgot-password-store';
import type { RegisterFormStore } from './register-form-store';

/** The sign-up form's store is its own chunk: only a visitor who opens /register downloads it. */
export function loadRegisterForm(): Promise<typeof RegisterFormStore> {
  return import(/* webpackChunkName: "register-form" */ './register-form-store').then(
    (m) => m.RegisterFormStore,
  );
}

/** The forgotten-password form's store, a chunk of its own as well. */
export function loadForgotPasswordForm(): Promise<typeof ForgotPasswordStore> {
  return import(/* webpackChunkName: "forgot-password-form" */ './forgot-password-store').then(
    (m) => m.ForgotPasswordStore,
  );
}

/**
 * @wl/auth: signing in, as the shell shows it. Holds the sign-in, sign-up and forgotten-password form
 * stores (each its own lazy chunk through its loader), their field rules, the sign-up link and
 * attribution, and the sign-in screens and modals. The session itself is @wl/core's SessionStore: every
 * member call needs it.
 */
// The screens: the shell's login page and modals and its sign-up and forgotten-password routes. The
// forms themselves stay lazy chunks (dynamic imports inside these modules), never exported from here.
export { SignInModals } from './lib/screens/SignInModals';
export { ShellLoginPage } from './lib/screens/ShellLoginPage';
export {
  SHELL_ACCOUNT_PAGE_PRELOADS,
  ShellForgotPasswordRoute,
  ShellRegisterRoute,
} from './lib/screens/account-pages';
export { loadSignInChunk } from './lib/screens/load-sign-in';

// The form stores, each a chunk of its own through its loader.
export { loadSignInForm } from './lib/forms/load-sign-in-form';
export { TAC_LENGTH } from './lib/forms/tac';
export type { SignInFormStore, SignInMode, SignInField, SignInProblem } from './lib/forms/sign-in-form-store';
export { ACCOUNT_FIELD_RULES, type FieldProblem } from './lib/forms/field-rules';
export {
  AFFILIATE_QUERY_PARAMS,
  CAMPAIGN_QUERY_PARAMS,
  REFERRAL_QUERY_PARAMS,
  SIGNUP_LINK_STORAGE_KEY,
  VISITOR_ID_STORAGE_KEY,
  rememberSignupLink,
  signupLinkOf,
  type SignupLink,
} from './lib/forms/signup-link';
export { loadForgotPasswordForm, loadRegisterForm } from './lib/forms/load-account-forms';
export type { RegisterField, RegisterFormStore, RegisterStep } from './lib/forms/register-form-store';
export type {
  ForgotPasswordField,
  ForgotPasswordStep,
  ForgotPasswordStore,
} from './lib/forms/forgot-password-store';
export type { SignupAttribution } from './lib/forms/signup-attribution';
export type { ResendTimer } from './lib/forms/resend-timer';

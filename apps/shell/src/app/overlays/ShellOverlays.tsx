import { useEffect } from 'react';
import { useLocation } from '@wl/router';
import { SignInModals, rememberSignupLink } from '@wl/auth';
import { Dialogs } from './Dialogs';
import { FloatingElements } from './FloatingElements';
import { SignedInOverlays } from './SignedInOverlays';
import { Toasts } from './Toasts';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the referral, affiliate and campaign parameters of the link a visitor arrived by, for a sign-up. */
function SignupLinkKeeper() {
  const { search } = useLocation();
  useEffect(() => rememberSignupLink(search, localStorageOrNull(), Date.now()), [search]);
  return null;
}

/**
 * What the shell puts over every template: floating elements, login modals, a signed-in player's
 * protection notices (the reality check), dialogs, toasts. (The account corner, AccountControls of
 * @wl/pages, sits in each template's header.)
 */
export function ShellOverlays() {
  return (
    <>
      <SignupLinkKeeper />
      <FloatingElements />
      <SignInModals />
      <SignedInOverlays />
      <Dialogs />
      <Toasts />
    </>
  );
}

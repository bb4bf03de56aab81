import { AccountBar } from './AccountBar';
import { Dialogs } from './Dialogs';
import { FloatingElements } from './FloatingElements';
import { SignInModals } from '../sign-in/SignInModals';
import { Toasts } from './Toasts';

/** What the shell puts over every template: account bar, floating elements, modals, dialogs, toasts. */
export function ShellOverlays() {
  return (
    <>
      <AccountBar />
      <FloatingElements />
      <SignInModals />
      <Dialogs />
      <Toasts />
    </>
  );
}

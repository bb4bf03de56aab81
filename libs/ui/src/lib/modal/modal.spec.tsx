import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Modal, type ModalState } from './modal';

function LoginModal({ state, onClosed = jest.fn() }: { state: ModalState; onClosed?: () => void }) {
  const accountRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      id="loginmodal"
      state={state}
      labelledBy="login-title"
      onDismiss={jest.fn()}
      onClosed={onClosed}
      initialFocusRef={accountRef}
    >
      <h2 id="login-title">Login</h2>
      <button type="button">Forgot password</button>
      <label>
        Account
        <input ref={accountRef} />
      </label>
    </Modal>
  );
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('can be addressed by the id a template gives it, and focuses the field it is told to', () => {
  render(<LoginModal state="open" />);
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  expect(dialog).toHaveAttribute('id', 'loginmodal');
  expect(screen.getByLabelText('Account')).toHaveFocus();
});

it('focuses the modal itself when it has nothing focusable, and keeps Tab there', () => {
  render(
    <Modal state="open" labelledBy="t" onDismiss={jest.fn()}>
      <h2 id="t">Please wait</h2>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Please wait' });
  expect(dialog).toHaveFocus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(dialog).toHaveFocus();
});

it('reports the end of its closing at once when the player asks for reduced motion', () => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  const onClosed = jest.fn();
  render(<LoginModal state="closing" onClosed={onClosed} />);
  act(() => jest.advanceTimersByTime(0));
  expect(onClosed).toHaveBeenCalledTimes(1);
});

it('gives focus to a dialog opened over it, and takes it back when that one closes', () => {
  function Stacked({ dialog }: { dialog: boolean }) {
    return (
      <>
        <LoginModal state="open" />
        {dialog ? (
          <Modal state="open" labelledBy="error-title" role="alertdialog" onDismiss={jest.fn()}>
            <h2 id="error-title">Something went wrong</h2>
            <button type="button">OK</button>
          </Modal>
        ) : null}
      </>
    );
  }
  const { rerender } = render(<Stacked dialog={false} />);
  const account = screen.getByLabelText('Account');
  expect(account).toHaveFocus();
  rerender(<Stacked dialog />);
  const ok = screen.getByRole('button', { name: 'OK' });
  expect(ok).toHaveFocus();
  fireEvent.keyDown(ok, { key: 'Tab' });
  expect(ok).toHaveFocus();
  rerender(<Stacked dialog={false} />);
  expect(account).toHaveFocus();
});

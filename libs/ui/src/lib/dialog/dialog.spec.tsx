import { act, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, type DialogProps } from './dialog';

function renderDialog(overrides: Partial<DialogProps> = {}) {
  const onResult = jest.fn();
  const props: DialogProps = {
    state: 'open',
    title: 'errorTitle',
    confirmLabel: 'OK',
    onResult,
    ...overrides,
  };
  const view = render(<Dialog {...props} />);
  return { onResult, ...view, props };
}

afterEach(() => jest.useRealTimers());

it('shows nothing while closed', () => {
  renderDialog({ state: 'closed' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('is a modal dialog named by its title and described by its text', () => {
  renderDialog({ title: 'Withdrawal', text: 'Your request was sent.' });
  const dialog = screen.getByRole('dialog', { name: 'Withdrawal' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Your request was sent.');
});

it('is an alert dialog for errors', () => {
  renderDialog({ icon: 'error', text: 'unknownError' });
  expect(screen.getByRole('alertdialog', { name: 'errorTitle' })).toBeInTheDocument();
});

it('reports confirmed, denied and the cancel and close dismissals from its buttons', () => {
  const { onResult } = renderDialog({ denyLabel: 'No', cancelLabel: 'Cancel', closeLabel: 'Close' });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onResult.mock.calls.map(([result]) => result)).toEqual([
    { outcome: 'confirmed' },
    { outcome: 'denied' },
    { outcome: 'dismissed', reason: 'cancel' },
    { outcome: 'dismissed', reason: 'close' },
  ]);
});

it('shows only the buttons it was given', () => {
  renderDialog();
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
});

it('is dismissed with reason esc by the Escape key', () => {
  const { onResult } = renderDialog();
  fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
  expect(onResult).toHaveBeenCalledWith({ outcome: 'dismissed', reason: 'esc' });
});

it('is dismissed with reason backdrop by a click beside it, not by a click inside', () => {
  const { onResult } = renderDialog({ text: 'Hello' });
  const text = screen.getByText('Hello');
  fireEvent.mouseDown(text);
  fireEvent.click(text);
  expect(onResult).not.toHaveBeenCalled();
  const backdrop = screen.getByTestId('modal-backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  expect(onResult).toHaveBeenCalledWith({ outcome: 'dismissed', reason: 'backdrop' });
});

it('can refuse backdrop and Escape dismissal', () => {
  const { onResult } = renderDialog({ dismissOnBackdrop: false, dismissOnEscape: false });
  fireEvent.keyDown(document.body, { key: 'Escape' });
  const backdrop = screen.getByTestId('modal-backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  expect(onResult).not.toHaveBeenCalled();
});

it('is dismissed with reason timer when its timer runs out', () => {
  jest.useFakeTimers();
  const { onResult } = renderDialog({ timerMs: 3000 });
  act(() => jest.advanceTimersByTime(2999));
  expect(onResult).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onResult).toHaveBeenCalledWith({ outcome: 'dismissed', reason: 'timer' });
});

it("refuses an invalid e-mail address with 'Invalid email address' and confirms a valid one", () => {
  const { onResult } = renderDialog({ input: { type: 'email', label: 'E-mail' } });
  const field = screen.getByLabelText('E-mail');
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: 'player@' } });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Invalid email address');
  expect(onResult).not.toHaveBeenCalled();

  fireEvent.change(field, { target: { value: 'player@example.com' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.submit(field);
  expect(onResult).toHaveBeenCalledWith({ outcome: 'confirmed', value: 'player@example.com' });
});

it("refuses an invalid URL with 'Invalid URL'", () => {
  const { onResult } = renderDialog({
    input: { type: 'url', label: 'Website', initialValue: 'www.example' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid URL');
  fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://www.example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onResult).toHaveBeenCalledWith({ outcome: 'confirmed', value: 'https://www.example.com' });
});

it('shows a translated message in place of the default one', () => {
  renderDialog({ input: { type: 'url', label: 'Website', invalidMessage: 'URL tidak sah' } });
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('alert')).toHaveTextContent('URL tidak sah');
});

it('keeps focus inside while open and gives it back when it closes', () => {
  const onResult = jest.fn();
  const dialog = (state: DialogProps['state']) => (
    <>
      <button type="button">Open</button>
      <Dialog state={state} title="Sure?" confirmLabel="Yes" cancelLabel="Cancel" onResult={onResult} />
    </>
  );
  const { rerender } = render(dialog('closed'));
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();

  rerender(dialog('open'));
  const yes = screen.getByRole('button', { name: 'Yes' });
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(yes).toHaveFocus();
  fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true });
  expect(cancel).toHaveFocus();
  fireEvent.keyDown(cancel, { key: 'Tab' });
  expect(yes).toHaveFocus();
  opener.focus();
  expect(yes).toHaveFocus();

  rerender(dialog('closing'));
  expect(opener).toHaveFocus();
});

it('plays its closing animation for 250 ms, answers nothing meanwhile, then reports it has closed', () => {
  jest.useFakeTimers();
  const onClosed = jest.fn();
  const { onResult } = renderDialog({ state: 'closing', onClosed });
  fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onResult).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(249));
  expect(onClosed).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClosed).toHaveBeenCalledTimes(1);
});

it('keeps the page behind from scrolling while shown', () => {
  const { rerender, props } = renderDialog();
  expect(document.body.style.overflow).toBe('hidden');
  rerender(<Dialog {...props} state="closed" />);
  expect(document.body.style.overflow).toBe('');
});

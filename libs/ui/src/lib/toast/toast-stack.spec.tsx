import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastStack, type ToastData } from './toast-stack';

const sessionExpired: ToastData = {
  id: 't1',
  variant: 'warning',
  title: 'invalidSession',
  text: 'sessionExpired',
  durationMs: 10000,
};
const failed: ToastData = {
  id: 't2',
  variant: 'error',
  title: 'errorTitle',
  text: 'unknownError',
  durationMs: 3000,
};
const saved: ToastData = { id: 't3', variant: 'success', title: 'Saved', durationMs: 3000 };

function renderStack(toasts: ToastData[]) {
  const onDismiss = jest.fn();
  const view = render(
    <ToastStack toasts={toasts} onDismiss={onDismiss} closeLabel="Close" label="Notifications" />,
  );
  const rerender = (next: ToastData[]) =>
    view.rerender(
      <ToastStack toasts={next} onDismiss={onDismiss} closeLabel="Close" label="Notifications" />,
    );
  return { onDismiss, rerender };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the toasts bottom-right in a named region, warnings and errors as alerts, others as status', () => {
  renderStack([sessionExpired, saved]);
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region).toHaveClass('wl-toasts--bottom-right');
  expect(screen.getByRole('alert')).toHaveTextContent('invalidSessionsessionExpired');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

it('closes the session-expired warning after 10 seconds', () => {
  const { onDismiss } = renderStack([sessionExpired]);
  act(() => jest.advanceTimersByTime(9999));
  expect(onDismiss).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onDismiss).toHaveBeenCalledWith('t1', 'timer');
});

it('closes the error toast after 3 seconds', () => {
  const { onDismiss } = renderStack([failed]);
  act(() => jest.advanceTimersByTime(2999));
  expect(onDismiss).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onDismiss).toHaveBeenCalledWith('t2', 'timer');
});

it('can be closed by the player', () => {
  const { onDismiss } = renderStack([saved]);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onDismiss).toHaveBeenCalledWith('t3', 'close');
});

it('waits while the pointer is over the toast and keeps the time already spent', () => {
  const { onDismiss } = renderStack([failed]);
  act(() => jest.advanceTimersByTime(2000));
  fireEvent.mouseEnter(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(60000));
  expect(onDismiss).not.toHaveBeenCalled();
  fireEvent.mouseLeave(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(999));
  expect(onDismiss).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onDismiss).toHaveBeenCalledWith('t2', 'timer');
});

it('waits while the keyboard is on its close button', () => {
  const { onDismiss } = renderStack([failed]);
  const close = screen.getByRole('button', { name: 'Close' });
  act(() => close.focus());
  act(() => jest.advanceTimersByTime(10000));
  expect(onDismiss).not.toHaveBeenCalled();
  act(() => close.blur());
  act(() => jest.advanceTimersByTime(3000));
  expect(onDismiss).toHaveBeenCalledWith('t2', 'timer');
});

it('slides a removed toast out over 250 ms without reporting it again', () => {
  const { rerender, onDismiss } = renderStack([failed, saved]);
  act(() => jest.advanceTimersByTime(2900));
  rerender([saved]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('errorTitle')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(250));
  expect(screen.queryByText('errorTitle')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  expect(onDismiss).not.toHaveBeenCalledWith('t2', 'timer');
});

import { ERROR_TOAST_MS, NOTICE_TOAST_MS, SESSION_EXPIRED_TOAST_MS, ToastStore } from './toast-store';

it('uses the spec durations: 10 s for the session-expired warning, 3 s for an error', () => {
  expect(SESSION_EXPIRED_TOAST_MS).toBe(10_000);
  expect(ERROR_TOAST_MS).toBe(3_000);
  expect(NOTICE_TOAST_MS).toBe(3_000);
});

it('shows toasts bottom-right, newest last, each with its own id', () => {
  const store = new ToastStore();
  const first = store.show({ variant: 'warning', title: 'A', durationMs: 10_000 });
  const second = store.show({ variant: 'error', title: 'B', text: 'b', durationMs: 3_000 });
  expect(first).not.toBe(second);
  expect(store.toasts).toEqual([
    { id: first, variant: 'warning', title: 'A', durationMs: 10_000, position: 'bottom-right' },
    { id: second, variant: 'error', title: 'B', text: 'b', durationMs: 3_000, position: 'bottom-right' },
  ]);
});

it('dismisses one toast, or all of them', () => {
  const store = new ToastStore();
  const first = store.show({ variant: 'info', title: 'A', durationMs: 3_000 });
  store.show({ variant: 'info', title: 'B', durationMs: 3_000 });
  store.dismiss(first);
  expect(store.toasts.map((t) => t.title)).toEqual(['B']);
  store.clear();
  expect(store.toasts).toEqual([]);
});

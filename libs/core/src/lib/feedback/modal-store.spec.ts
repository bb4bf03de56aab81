import { ModalStore } from './modal-store';

afterEach(() => jest.useRealTimers());

it('keeps one modal open at a time: opening one closes the current one', () => {
  const store = new ModalStore();
  store.open('partners');
  expect(store.current).toBe('partners');
  store.open('loginmodal');
  expect(store.current).toBe('loginmodal');
  expect(store.stateOf('partners')).toBe('closing');
  expect(store.stateOf('loginmodal')).toBe('open');
  store.closed('partners');
  expect(store.stateOf('partners')).toBe('closed');
});

it('closes with an animation: open, closing, closed', () => {
  const store = new ModalStore();
  store.open('modal-signin');
  store.close('modal-signin');
  expect(store.stateOf('modal-signin')).toBe('closing');
  expect(store.current).toBeNull();
  store.closed('modal-signin');
  expect(store.stateOf('modal-signin')).toBe('closed');
  expect(store.entries).toEqual([]);
});

it('reopens a closing modal', () => {
  const store = new ModalStore();
  store.open('partners');
  store.close('partners');
  store.open('partners');
  expect(store.stateOf('partners')).toBe('open');
  expect(store.entries).toHaveLength(1);
});

it('opens a modal after a delay, and a later request replaces a scheduled one', () => {
  jest.useFakeTimers();
  const store = new ModalStore();
  store.openAfter('loginmodal', 1000);
  jest.advanceTimersByTime(999);
  expect(store.current).toBeNull();
  jest.advanceTimersByTime(1);
  expect(store.current).toBe('loginmodal');

  store.close('loginmodal');
  store.closed('loginmodal');
  store.openAfter('loginmodal', 1000);
  store.openAfter('modal-signin', 1000);
  jest.advanceTimersByTime(1000);
  expect(store.current).toBe('modal-signin');
  expect(store.stateOf('loginmodal')).toBe('closed');
});

it('a modal opened directly cancels a scheduled one', () => {
  jest.useFakeTimers();
  const store = new ModalStore();
  store.openAfter('loginmodal', 1000);
  store.open('partners');
  jest.advanceTimersByTime(2000);
  expect(store.current).toBe('partners');
});

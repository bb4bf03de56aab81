import { lockPageScroll } from './scroll-lock';

it('keeps the page still until the last of nested locks is released, then restores its own setting', () => {
  document.body.style.overflow = 'auto';
  const releaseDrawer = lockPageScroll();
  const releaseDialog = lockPageScroll();
  expect(document.body.style.overflow).toBe('hidden');

  releaseDrawer();
  releaseDrawer();
  expect(document.body.style.overflow).toBe('hidden');

  releaseDialog();
  expect(document.body.style.overflow).toBe('auto');
  expect(document.body).not.toHaveAttribute('data-wl-scroll-locks');
});

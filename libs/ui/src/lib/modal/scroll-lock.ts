/**
 * Keeps the page behind from scrolling until the returned function is called. Locks nest (a dialog
 * opened over a drawer): the page scrolls again once the last one is released. The count lives on the
 * body, not in this module, because a skin's drawer and the shell's modals may run separate copies of it.
 */
export function lockPageScroll(): () => void {
  const { body } = document;
  const held = Number(body.dataset['wlScrollLocks'] ?? '0');
  if (held === 0) {
    body.dataset['wlScrollRestore'] = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  body.dataset['wlScrollLocks'] = String(held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Number(body.dataset['wlScrollLocks'] ?? '1') - 1;
    if (left > 0) {
      body.dataset['wlScrollLocks'] = String(left);
      return;
    }
    body.style.overflow = body.dataset['wlScrollRestore'] ?? '';
    delete body.dataset['wlScrollLocks'];
    delete body.dataset['wlScrollRestore'];
  };
}

/**
 * A placeholder the size of what it stands for (a line of text by default, a box with `height`), while
 * that is on its way. Hidden from assistive technology; the region it is in says it is loading.
 */
export function Bone({ width, height, round }: { width: string; height?: string; round?: boolean }) {
  const className = round ? 'wl-rw__bone wl-rw__bone--round' : 'wl-rw__bone';
  return <span className={className} style={{ width, height }} aria-hidden="true" />;
}

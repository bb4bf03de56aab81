import './bone.css';

/**
 * A placeholder the size of what it stands for (a line of text by default, a box with `height`), while
 * that is on its way. Hidden from assistive technology; the region it is in says it is loading.
 */
export function Bone({ width, height }: { width: string; height?: string }) {
  return <span className="wl-protection__bone" style={{ width, height }} aria-hidden="true" />;
}

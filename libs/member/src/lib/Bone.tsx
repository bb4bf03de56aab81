/**
 * A placeholder line the size of the text it stands for, while that text is on its way. Hidden from
 * assistive technology; the region it is in says it is loading.
 */
export function Bone({ width }: { width: string }) {
  return <span className="wl-member__bone" style={{ width }} aria-hidden="true" />;
}

import { AccountControls } from '@wl/pages';

/** The account corner of a slot header: @wl/pages' AccountControls in the family's placement. */
export function SlotAccount({ variant, className }: { variant: 'bar' | 'compact'; className?: string }) {
  return (
    <AccountControls
      variant={variant}
      className={['slot-account', `slot-account--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}

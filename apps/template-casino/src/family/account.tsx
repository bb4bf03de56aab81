import { AccountControls } from '@wl/pages';

/**
 * The account corner of every casino header: language, sign-in and registration for guests, balance,
 * account and logout for players.
 */
export function HeaderAccount({ variant, className }: { variant: 'bar' | 'compact'; className?: string }) {
  return (
    <AccountControls
      variant={variant}
      className={['casino-account', `casino-account--${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}

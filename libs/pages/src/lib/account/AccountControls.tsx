import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from '@wl/router';
import { useStores } from '@wl/core';
import { useTranslation } from '@wl/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import './account-controls.css';

export interface AccountControlsProps {
  /** bar: a header row with room; compact: tighter, for a phone's header. */
  variant?: 'bar' | 'compact';
  /** Added to the root element, for a template's own placement and colours. */
  className?: string;
}

const loadMemberControls = () => import(/* webpackChunkName: "member-controls" */ './MemberControls');
const MemberControls = lazy(() => loadMemberControls().then((m) => ({ default: m.MemberControls })));

/**
 * The guest's way to log in (the template's page or modal) and the sign-up link. Pending (a server-rendered
 * page of a player who may be signed in, or the player's part still loading): they keep their place,
 * unseen and inert, so no guest header flashes for a player.
 */
const GuestButtons = observer(function GuestButtons({ here, pending }: { here: string; pending: boolean }) {
  const { loginEntry } = useStores();
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={`wl-account-controls__button${pending ? ' wl-account-controls__button--held' : ''}`}
        disabled={pending}
        aria-hidden={pending || undefined}
        onClick={() => loginEntry.open(here)}
      >
        {t('_m:login')}
      </button>
      <Link
        className={`wl-account-controls__button wl-account-controls__button--primary${pending ? ' wl-account-controls__button--held' : ''}`}
        to={loginEntry.registerPagePath(here)}
        aria-hidden={pending || undefined}
        tabIndex={pending ? -1 : undefined}
      >
        {t('_m:register')}
      </Link>
    </>
  );
});

/**
 * The account corner of a template's header: the language menu, then for a guest the template's way to
 * log in (its page or modal) and the sign-up link, for a player the balance, the tokens (where the site
 * offers rewards), the inbox with its unread count, the name (to /account) and logout (asked to confirm).
 */
export const AccountControls = observer(function AccountControls({
  variant = 'bar',
  className,
}: AccountControlsProps) {
  const { session: user } = useStores();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const pending = user.pending;
  // A session is on its way back: the player's part starts loading now, not once it is restored.
  useEffect(() => {
    if (pending) void loadMemberControls().catch(() => undefined);
  }, [pending]);
  const classes = [
    'wl-account-controls',
    `wl-account-controls--${variant}`,
    pending ? 'wl-account-controls--pending' : '',
    className,
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')} role="group" aria-label={t('_m:account')}>
      <LanguageSwitcher className="wl-account-controls__language" />
      {user.isAuthenticated ? (
        <Suspense fallback={<GuestButtons here={here} pending />}>
          <MemberControls />
        </Suspense>
      ) : (
        <GuestButtons here={here} pending={pending} />
      )}
    </div>
  );
});

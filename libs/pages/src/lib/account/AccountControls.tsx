import { observer } from 'mobx-react-lite';
import { Link, useLocation } from '@wl/router';
import { useStores } from '@wl/core';
import { formatMoney, formatNumber, useTranslation } from '@wl/i18n';
import { useInbox } from '@wl/member';
import { ChipIcon, MailIcon } from '@wl/ui-skin';
import { useWallet } from '@wl/wallet';
import { LanguageSwitcher } from './LanguageSwitcher';
import './account-controls.css';

export interface AccountControlsProps {
  /** bar: a header row with room; compact: tighter, for a phone's header. */
  variant?: 'bar' | 'compact';
  /** Added to the root element, for a template's own placement and colours. */
  className?: string;
}

/** Counts above this show as "99+" in the badge (the link's name says the number). */
const MAX_BADGE = 99;

/**
 * The way to the inbox, with the number of unread messages on it (none: no badge). The inbox store
 * loads with the session, so every page's header has the count.
 */
const InboxLink = observer(function InboxLink() {
  const { locale } = useStores();
  const inbox = useInbox();
  const { t } = useTranslation();
  const unread = inbox.unreadCount;
  return (
    <Link
      className="wl-account-controls__inbox"
      to={locale.path('/inbox')}
      aria-label={t('headerInbox', { unread })}
      data-testid="header-inbox"
    >
      <MailIcon size={20} className="wl-account-controls__inbox-icon" />
      {unread > 0 ? (
        <span className="wl-account-controls__badge" data-testid="inbox-unread" aria-hidden="true">
          {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
        </span>
      ) : null}
    </Link>
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
  const store = useStores();
  const { session: user, site: layout, locale, loginEntry } = store;
  const wallet = useWallet();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Pending (a server-rendered page of a player who may be signed in): the guest's buttons keep their
  // place, unseen and inert, until the session is back; no guest header flashes for a player.
  const pending = user.pending;
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
        <>
          <span className="wl-account-controls__wallet">
            <span className="wl-account-controls__balance" data-testid="player-balance">
              <span className="wl-visually-hidden">{t('authBalance')} </span>
              {formatMoney(wallet.game.balance, layout.site?.currency ?? 'USD', locale.language)}
            </span>
            {layout.site?.gamify_status ? (
              // The player's tokens (the user store's game.token) on sites with rewards: they move with
              // every round and claim, whichever page played it. Under the balance in a phone's header.
              <span className="wl-account-controls__tokens" data-testid="player-tokens">
                <ChipIcon size={14} className="wl-account-controls__tokens-icon" />
                <span className="wl-visually-hidden">{t('tokenBalance')} </span>
                {formatNumber(wallet.game.token, locale.language)}
              </span>
            ) : null}
          </span>
          <InboxLink />
          <Link className="wl-account-controls__name" to={locale.path('/account')} data-testid="player-name">
            {user.fullname || user.user?.account_id}
          </Link>
          <button type="button" className="wl-account-controls__button" onClick={() => void store.signOut()}>
            {t('logout')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="wl-account-controls__button"
            disabled={pending}
            aria-hidden={pending || undefined}
            onClick={() => loginEntry.open(here)}
          >
            {t('_m:login')}
          </button>
          <Link
            className="wl-account-controls__button wl-account-controls__button--primary"
            to={loginEntry.registerPagePath(here)}
            aria-hidden={pending || undefined}
            tabIndex={pending ? -1 : undefined}
          >
            {t('_m:register')}
          </Link>
        </>
      )}
    </div>
  );
});

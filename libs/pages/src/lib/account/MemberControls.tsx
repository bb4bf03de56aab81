import { observer } from 'mobx-react-lite';
import { Link } from '@wl/router';
import { useStores } from '@wl/core';
import { formatMoney, formatNumber, useTranslation } from '@wl/i18n';
import { useInbox } from '@wl/member';
import { ChipIcon, MailIcon } from '@wl/ui-skin';
import { useWallet } from '@wl/wallet';

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
 * A signed-in player's part of the header: the balance, the tokens (where the site offers rewards), the
 * inbox with its unread count, the name (to /account) and logout (asked to confirm). A chunk of its own,
 * with the shared @wl/wallet and @wl/member it reads: a guest's first visit downloads none of them.
 */
export const MemberControls = observer(function MemberControls() {
  const store = useStores();
  const { session: user, site: layout, locale } = store;
  const wallet = useWallet();
  const { t } = useTranslation();
  return (
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
  );
});

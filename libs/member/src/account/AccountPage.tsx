import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { useWallet } from '@wl/wallet';
import { Bone } from '../lib/Bone';
import { MemberPage } from '../lib/MemberPage';
import { ProgressBar } from '../lib/ProgressBar';
import { useInbox, useVip } from '../lib/member-features';
import { useMemberFormat } from '../lib/use-member-format';
import './account.css';

type LinkKey =
  | 'linkProfile'
  | 'linkEditProfile'
  | 'linkPassword'
  | 'linkSecurity'
  | 'linkInbox'
  | 'linkVip'
  | 'linkDeposit'
  | 'linkWithdrawal'
  | 'linkBanks'
  | 'linkStatement'
  | 'linkTransactions'
  | 'linkBets'
  | 'linkResponsible';

type GroupKey = 'groupAccount' | 'groupCashier' | 'groupPlay';

/** Every member page, grouped: the account, the cashier, and play. */
const GROUPS: readonly (readonly [GroupKey, readonly (readonly [LinkKey, string])[]])[] = [
  [
    'groupAccount',
    [
      ['linkProfile', '/profile'],
      ['linkEditProfile', '/edit-profile'],
      ['linkPassword', '/change-password'],
      ['linkSecurity', '/security'],
      ['linkInbox', '/inbox'],
      ['linkVip', '/vip'],
    ],
  ],
  [
    'groupCashier',
    [
      ['linkDeposit', '/deposit'],
      ['linkWithdrawal', '/withdrawal'],
      ['linkBanks', '/bank-details'],
      ['linkStatement', '/statement'],
      ['linkTransactions', '/transaction-history'],
    ],
  ],
  [
    'groupPlay',
    [
      ['linkBets', '/bet-history'],
      ['linkResponsible', '/responsible-gaming'],
    ],
  ],
];

/** The member pages' link texts, each key written out (the message checks see them used). */
function linkText(t: TFunction, key: LinkKey | GroupKey): string {
  switch (key) {
    case 'linkProfile':
      return t('member:linkProfile');
    case 'linkEditProfile':
      return t('member:linkEditProfile');
    case 'linkPassword':
      return t('member:linkPassword');
    case 'linkSecurity':
      return t('member:linkSecurity');
    case 'linkInbox':
      return t('member:linkInbox');
    case 'linkVip':
      return t('member:linkVip');
    case 'linkDeposit':
      return t('member:linkDeposit');
    case 'linkWithdrawal':
      return t('member:linkWithdrawal');
    case 'linkBanks':
      return t('member:linkBanks');
    case 'linkStatement':
      return t('member:linkStatement');
    case 'linkTransactions':
      return t('member:linkTransactions');
    case 'linkBets':
      return t('member:linkBets');
    case 'linkResponsible':
      return t('member:linkResponsible');
    case 'groupAccount':
      return t('member:groupAccount');
    case 'groupCashier':
      return t('member:groupCashier');
    case 'groupPlay':
      return t('member:groupPlay');
  }
}

/** The player: name, username, balance and tokens. */
const Summary = observer(function Summary() {
  const { t } = useTranslation('member');
  const { session } = useStores();
  const wallet = useWallet();
  const format = useMemberFormat();
  const accountId = session.user?.account_id ?? '';
  const balanceLoading = wallet.loading;
  return (
    <section className="wl-member__card" aria-label={t('navAccount')}>
      {/* Text, never markup: whatever the name holds is shown as the characters it is. */}
      <p className="wl-member__name" data-testid="account-name">
        {session.fullname || accountId}
      </p>
      <dl className="wl-member__details">
        <dt>{t('username')}</dt>
        <dd>{accountId}</dd>
        <dt>{t('balance')}</dt>
        <dd className="wl-member__amount" data-testid="account-balance">
          {balanceLoading ? <Bone width="6em" /> : format.money(wallet.game.balance)}
        </dd>
        <dt>{t('tokens')}</dt>
        <dd className="wl-member__amount" data-testid="account-tokens">
          {balanceLoading ? <Bone width="3em" /> : format.count(wallet.game.token)}
        </dd>
      </dl>
    </section>
  );
});

/** The VIP level and both progress bars towards the next one. */
const VipCard = observer(function VipCard() {
  const { t } = useTranslation('member');
  const { locale } = useStores();
  const vip = useVip();
  const format = useMemberFormat();
  const titleId = useId();
  const summary = vip.vip;
  const loading = vip.loading && !summary;
  let level;
  if (loading) level = <Bone width="8em" />;
  else if (summary) level = summary.currentLevel;
  else level = <span className="wl-member__muted">{t('vipNoLevel')}</span>;
  let next;
  if (loading) next = <Bone width="10em" />;
  else if (!summary) next = null;
  else if (vip.atTop) next = t('vipTop');
  else next = t('vipNext', { name: summary.nextLevel });
  return (
    <section className="wl-member__card" aria-labelledby={titleId}>
      <h2 className="wl-member__card-title" id={titleId}>
        {t('vipLevel')}
      </h2>
      <p className="wl-member__level" data-testid="account-vip-level">
        {level}
      </p>
      <p className="wl-member__note wl-member__level-next">{next}</p>
      <ProgressBar
        label={t('deposits')}
        percent={summary?.depoProgress ?? 0}
        shown={loading ? '' : format.percent(summary?.depoProgress ?? 0)}
      />
      <ProgressBar
        label={t('turnover')}
        percent={summary?.toProgress ?? 0}
        shown={loading ? '' : format.percent(summary?.toProgress ?? 0)}
      />
      <Link className="wl-member__ghost wl-member__card-link" to={locale.path('/vip')}>
        {t('seeVip')}
      </Link>
    </section>
  );
});

/** The inbox's unread count and the way there. */
const InboxCard = observer(function InboxCard() {
  const { t } = useTranslation('member');
  const { locale } = useStores();
  const inbox = useInbox();
  const titleId = useId();
  return (
    <section className="wl-member__card" aria-labelledby={titleId}>
      <h2 className="wl-member__card-title" id={titleId}>
        {t('navInbox')}
      </h2>
      <p className="wl-member__unread" data-testid="account-unread">
        {inbox.loading ? <Bone width="10em" /> : t('unreadMessages', { unread: inbox.unreadCount })}
      </p>
      <Link className="wl-member__ghost wl-member__card-link" to={locale.path('/inbox')}>
        {t('seeInbox')}
      </Link>
    </section>
  );
});

/**
 * /account (a member page): the member hub. The player's name, username, balance and tokens, the VIP
 * level with both progress bars, the inbox's unread count, and the ways to every member page, the
 * cashier's included.
 */
export const AccountPage = observer(function AccountPage() {
  const { t } = useTranslation('member');
  const { locale } = useStores();
  const vip = useVip();
  const inbox = useInbox();
  const linksId = useId();

  // The progress and the inbox as they are now (the session loaded them, maybe a while ago).
  useEffect(() => {
    void vip.fetchVip();
    void inbox.load();
  }, [vip, inbox]);

  return (
    <MemberPage screen="account" title={t('accountTitle')}>
      <div className="wl-member__overview">
        <Summary />
        <InboxCard />
        <div className="wl-member__card--wide">
          <VipCard />
        </div>
      </div>
      <nav className="wl-member__groups" aria-labelledby={linksId}>
        <h2 className="wl-visually-hidden" id={linksId}>
          {t('linksTitle')}
        </h2>
        {GROUPS.map(([group, links]) => (
          <section key={group} className="wl-member__group">
            <h3 className="wl-member__group-title">{linkText(t, group)}</h3>
            <ul className="wl-member__links">
              {links.map(([key, path]) => (
                <li key={key}>
                  <Link className="wl-member__link" to={locale.path(path)}>
                    {linkText(t, key)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </MemberPage>
  );
});

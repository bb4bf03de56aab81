import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { ErrorPanel } from '@wl/ui';
import { Bone } from '../lib/Bone';
import { MemberPage } from '../lib/MemberPage';
import { useInbox } from '../lib/member-features';
import { errorText } from '../lib/texts';
import { useMemberFormat } from '../lib/use-member-format';
import type { InboxMessage, InboxStore } from './inbox-store';
import '../lib/forms.css';
import './inbox.css';

/** What the reward is: an amount of the site's currency, or tokens. */
const RewardAmount = observer(function RewardAmount({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('member');
  const format = useMemberFormat();
  const { item } = message;
  return item.reward_type === 'token' ? (
    <>{t('rewardTokens', { tokens: format.count(item.reward_amount) })}</>
  ) : (
    <>{t('rewardMoney', { amount: format.major(item.reward_amount) })}</>
  );
});

/** The reward's state in the message's header line: claimed, expired, or waiting to be claimed. */
const RewardBadge = observer(function RewardBadge({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('member');
  switch (message.reward) {
    case 'none':
      return null;
    case 'claimable':
      return <span className="wl-member__badge wl-member__badge--current">{t('rewardWaiting')}</span>;
    case 'claimed':
      return <span className="wl-member__badge wl-member__badge--up">{t('rewardClaimed')}</span>;
    case 'expired':
      return <span className="wl-member__badge wl-member__badge--down">{t('rewardExpired')}</span>;
  }
});

/** The reward part of an open message: the claim button, or when it was claimed or expired. */
const RewardPart = observer(function RewardPart({
  message,
  inbox,
}: {
  message: InboxMessage;
  inbox: InboxStore;
}) {
  const { t } = useTranslation('member');
  const format = useMemberFormat();
  const { item } = message;
  const refusal = inbox.claimError?.id === item.inbox_id ? inbox.claimError.key : null;
  if (message.reward === 'none') return null;
  let state;
  if (message.reward === 'claimable') {
    const claiming = inbox.claimingId === item.inbox_id;
    state = (
      <div className="wl-member__actions">
        <button
          type="button"
          className="wl-button"
          disabled={inbox.claimingId !== null}
          onClick={() => void inbox.claim(item.inbox_id)}
        >
          {claiming ? t('claiming') : t('claim')}
        </button>
        {item.expires_at ? (
          <span className="wl-member__note">{t('claimBy', { date: format.time(item.expires_at) })}</span>
        ) : null}
      </div>
    );
  } else if (message.reward === 'claimed') {
    state = (
      <p className="wl-member__note">
        {item.claimed_at ? t('claimedOn', { date: format.time(item.claimed_at) }) : t('rewardClaimed')}
      </p>
    );
  } else {
    state = (
      <p className="wl-member__note">
        {item.expires_at ? t('expiredOn', { date: format.time(item.expires_at) }) : t('rewardExpired')}
      </p>
    );
  }
  return (
    <div className="wl-inbox__reward">
      <p className="wl-inbox__reward-amount">
        <RewardAmount message={message} />
      </p>
      {state}
      {refusal ? (
        <p className="wl-member__alert" role="alert">
          {errorText(t, refusal)}
        </p>
      ) : null}
    </div>
  );
});

/** One message: its header line opens it (which marks it read); the open one shows its text and reward. */
const InboxEntry = observer(function InboxEntry({
  message,
  inbox,
}: {
  message: InboxMessage;
  inbox: InboxStore;
}) {
  const { t } = useTranslation('member');
  const format = useMemberFormat();
  const bodyId = useId();
  const { item, read } = message;
  const open = inbox.openId === item.inbox_id;
  return (
    <li
      className={['wl-inbox__item', read ? '' : 'wl-inbox__item--unread', open ? 'wl-inbox__item--open' : '']
        .filter(Boolean)
        .join(' ')}
      data-testid="inbox-message"
    >
      <h2 className="wl-inbox__heading">
        <button
          type="button"
          className="wl-inbox__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => inbox.toggle(item.inbox_id)}
        >
          <span className="wl-inbox__line">
            {read ? null : <span className="wl-member__badge wl-member__badge--new">{t('inboxNew')}</span>}
            {/* Text, never markup: a title is shown as the characters it is. */}
            <span className="wl-inbox__title">{item.title}</span>
          </span>
          <span className="wl-inbox__meta">
            <time dateTime={item.created_at}>{format.time(item.created_at)}</time>
            {message.reward !== 'none' ? (
              <>
                <span className="wl-inbox__reward-chip">
                  <RewardAmount message={message} />
                </span>
                <RewardBadge message={message} />
              </>
            ) : null}
          </span>
        </button>
      </h2>
      <div id={bodyId} className="wl-inbox__body" hidden={!open}>
        {open ? (
          <>
            <p className="wl-inbox__content">{item.content}</p>
            <RewardPart message={message} inbox={inbox} />
          </>
        ) : null}
      </div>
    </li>
  );
});

/** The list's shape while it is on its way: three messages the height of real ones. */
function InboxSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <p className="wl-visually-hidden" role="status">
        {t('loading')}
      </p>
      <ul className="wl-inbox__list" aria-hidden="true">
        {['60%', '45%', '70%'].map((width) => (
          <li key={width} className="wl-inbox__item">
            <div className="wl-inbox__toggle">
              <span className="wl-inbox__line">
                <Bone width={width} />
              </span>
              <span className="wl-inbox__meta">
                <Bone width="9em" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /inbox (a member page): the player's messages newest first, the unread marked; opening one shows it
 * and marks it read (on this device: the platform keeps no read state). A message's reward is claimed
 * once; the balance or tokens in the header change at once; a claimed or expired reward says so.
 */
export const InboxPage = observer(function InboxPage() {
  const { t } = useTranslation('member');
  const inbox = useInbox();

  useEffect(() => {
    void inbox.load();
  }, [inbox]);

  let content;
  if (inbox.status === 'failed') {
    content = (
      <ErrorPanel
        message={errorText(t, inbox.errorKey ?? 'unknownError')}
        actionLabel={t('ui:retry')}
        onAction={() => void inbox.load()}
      />
    );
  } else if (inbox.loading) {
    content = <InboxSkeleton />;
  } else if (inbox.items.length === 0) {
    content = <p className="wl-member__empty">{t('inboxEmpty')}</p>;
  } else {
    content = (
      <>
        <p className="wl-member__note" aria-live="polite">
          {t('unreadMessages', { unread: inbox.unreadCount })}
        </p>
        <ul className="wl-inbox__list">
          {inbox.messages.map((message) => (
            <InboxEntry key={message.item.inbox_id} message={message} inbox={inbox} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <MemberPage screen="inbox" title={t('navInbox')}>
      {content}
    </MemberPage>
  );
});

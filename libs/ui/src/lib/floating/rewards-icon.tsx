import { useState } from 'react';
import { Link } from '@wl/router';
import { CloseIcon, GiftIcon } from '../icons/status-icons';
import './floating.css';

export interface RewardsIconLabels {
  /** Name of the icon, e.g. "Rewards". */
  open: string;
  /** Added to the name when it opens a new tab, e.g. "(opens in a new tab)". */
  newTab: string;
  /** Name of the close button, e.g. "Hide rewards". */
  hide: string;
  /** What the badge's count means, e.g. "3 ready to claim" (read with the icon's name). */
  claimable?: string;
}

interface RewardsIconCommonProps {
  /** The site's gamify_status: the icon shows only when it is true. */
  gamifyStatus: boolean;
  isAuthenticated: boolean;
  /** Where a signed-in player goes, in a new tab. Default /minigame. */
  minigameUrl?: string;
  /** The picture; by default a gift drawn in the site's colours. */
  imageUrl?: string;
  labels: RewardsIconLabels;
  /** Called when the player hides the icon with its close button. */
  onHide: () => void;
  /** A signed-in player's rewards waiting to be claimed: a badge on the icon when above 0. */
  count?: number;
}

/** What a guest gets from the icon: the template's login modal (4, 6, 8, 10) or the login page. */
type RewardsGuestAction =
  | { guestAction: 'login-modal'; onOpenLoginModal: () => void }
  | { guestAction: 'login-page'; /** Default /login. */ loginUrl?: string };

export type RewardsIconProps = RewardsIconCommonProps & RewardsGuestAction;

/** Counts above this show as "9+" on the badge (the link's name says the number). */
const MAX_BADGE = 9;

/** The floating rewards icon with its close button, and for a player the count of rewards to claim. */
export function RewardsIcon(props: RewardsIconProps) {
  const {
    gamifyStatus,
    isAuthenticated,
    minigameUrl = '/minigame',
    imageUrl,
    labels,
    onHide,
    count = 0,
  } = props;
  const [hidden, setHidden] = useState(false);
  if (!gamifyStatus || hidden) return null;

  const picture = imageUrl ? (
    <img className="wl-rewards__image" src={imageUrl} alt="" width={56} height={56} />
  ) : (
    <GiftIcon size={30} />
  );
  let trigger;
  let badge = null;
  if (isAuthenticated) {
    const waiting = count > 0;
    trigger = (
      <a className="wl-rewards__open" href={minigameUrl} target="_blank" rel="noopener">
        {picture}
        <span className="wl-visually-hidden">
          {labels.open}
          {waiting && labels.claimable ? `, ${labels.claimable}` : ''} {labels.newTab}
        </span>
      </a>
    );
    // The count is in the link's name; the badge only shows it.
    badge = waiting ? (
      <span className="wl-rewards__badge" aria-hidden="true" data-testid="rewards-count">
        {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
      </span>
    ) : null;
  } else if (props.guestAction === 'login-modal') {
    trigger = (
      <button
        type="button"
        className="wl-rewards__open"
        aria-haspopup="dialog"
        aria-label={labels.open}
        onClick={props.onOpenLoginModal}
      >
        {picture}
      </button>
    );
  } else {
    trigger = (
      <Link className="wl-rewards__open" to={props.loginUrl ?? '/login'} aria-label={labels.open}>
        {picture}
      </Link>
    );
  }

  return (
    <div className="wl-floating wl-rewards">
      {trigger}
      {badge}
      <button
        type="button"
        className="wl-rewards__hide"
        aria-label={labels.hide}
        onClick={() => {
          setHidden(true);
          onHide();
        }}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

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
}

/** What a guest gets from the icon: the template's login modal (4, 6, 8, 10) or the login page. */
type RewardsGuestAction =
  | { guestAction: 'login-modal'; onOpenLoginModal: () => void }
  | { guestAction: 'login-page'; /** Default /login. */ loginUrl?: string };

export type RewardsIconProps = RewardsIconCommonProps & RewardsGuestAction;

/** The floating rewards icon with its close button. */
export function RewardsIcon(props: RewardsIconProps) {
  const { gamifyStatus, isAuthenticated, minigameUrl = '/minigame', imageUrl, labels, onHide } = props;
  const [hidden, setHidden] = useState(false);
  if (!gamifyStatus || hidden) return null;

  const picture = imageUrl ? (
    <img className="wl-rewards__image" src={imageUrl} alt="" width={56} height={56} />
  ) : (
    <GiftIcon size={30} />
  );
  let trigger;
  if (isAuthenticated) {
    trigger = (
      <a className="wl-rewards__open" href={minigameUrl} target="_blank" rel="noopener">
        {picture}
        <span className="wl-visually-hidden">
          {labels.open} {labels.newTab}
        </span>
      </a>
    );
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

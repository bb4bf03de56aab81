import { useId } from 'react';
import { ChevronIcon } from '../icons/status-icons';
import type { Partner } from './partner';
import './floating.css';

export interface PartnersButtonLabels {
  /** Name of the button that opens the partners modal, e.g. "Our partners". */
  open: string;
  /** Name of the collapse arrow, e.g. "Partner bar"; its expanded state is announced with it. */
  toggle: string;
}

export interface PartnersButtonProps {
  partners: readonly Partner[];
  /** The layout store's showPartner: the bar is expanded, else only its arrow shows. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Opens the partners modal. */
  onOpen: () => void;
  labels: PartnersButtonLabels;
}

/** How many logos the bar previews beside its label. */
const PREVIEWED_LOGOS = 3;

/** The floating partner bar: a button opening the partners modal and an arrow collapsing the bar. */
export function PartnersButton({
  partners,
  expanded,
  onExpandedChange,
  onOpen,
  labels,
}: PartnersButtonProps) {
  const contentId = useId();
  if (partners.length === 0) return null;
  return (
    <div className={`wl-floating wl-partners-bar${expanded ? '' : ' wl-partners-bar--collapsed'}`}>
      <div id={contentId} className="wl-partners-bar__content" hidden={!expanded}>
        <button type="button" className="wl-partners-bar__open" aria-haspopup="dialog" onClick={onOpen}>
          <span className="wl-partners-bar__logos" aria-hidden="true">
            {partners.slice(0, PREVIEWED_LOGOS).map((partner) => (
              <img key={partner.href + partner.img_url} src={partner.img_url} alt="" width={28} height={28} />
            ))}
          </span>
          <span>{labels.open}</span>
        </button>
      </div>
      <button
        type="button"
        className="wl-partners-bar__toggle"
        aria-label={labels.toggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => onExpandedChange(!expanded)}
      >
        <ChevronIcon className="wl-partners-bar__arrow" size={20} />
      </button>
    </div>
  );
}

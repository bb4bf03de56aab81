import { useId } from 'react';
import { CloseIcon } from '../icons/status-icons';
import { Modal, type ModalDismissReason, type ModalState } from '../modal/modal';
import type { Partner } from './partner';
import './floating.css';

export interface PartnersModalLabels {
  /** Heading of the modal, e.g. "Our partners". */
  title: string;
  /** Name of the close button, e.g. "Close". */
  close: string;
  /** Added to each partner's name, e.g. "(opens in a new tab)". */
  newTab: string;
}

/** close: its close button; backdrop and esc as for every modal. */
export type PartnersModalCloseReason = 'close' | ModalDismissReason;

export interface PartnersModalProps {
  /** Driven by the modal store, like every modal: open, closing (animated), closed. */
  state: ModalState;
  partners: readonly Partner[];
  onClose: (reason: PartnersModalCloseReason) => void;
  /** Called when the closing animation has finished. */
  onClosed?: () => void;
  labels: PartnersModalLabels;
  id?: string;
}

/** The modal listing the site's partners: each logo with its name, linking to the partner in a new tab. */
export function PartnersModal({ state, partners, onClose, onClosed, labels, id }: PartnersModalProps) {
  const titleId = useId();
  if (partners.length === 0) return null;
  return (
    <Modal
      id={id}
      state={state}
      labelledBy={titleId}
      onDismiss={onClose}
      onClosed={onClosed}
      className="wl-partners-modal"
    >
      <button
        type="button"
        className="wl-partners-modal__close"
        aria-label={labels.close}
        onClick={() => onClose('close')}
      >
        <CloseIcon size={20} />
      </button>
      <h2 id={titleId} className="wl-partners-modal__title">
        {labels.title}
      </h2>
      <ul className="wl-partners-modal__list">
        {partners.map((partner) => (
          <li key={partner.href + partner.img_url}>
            <a
              className="wl-partners-modal__partner"
              href={partner.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img src={partner.img_url} alt="" width={96} height={48} loading="lazy" />
              <span className="wl-partners-modal__name">{partner.partner_name}</span>
              <span className="wl-visually-hidden"> {labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@wl/router';
import { ChevronBarIcon, ChevronIcon, DoubleChevronIcon } from '../icons/status-icons';
import { localizeDigits } from './locale-digits';
import { jumpDistance, type PaginationControl, type PaginatorLocale } from './page-arithmetic';
import type { PaginatorLabels } from './paginator-labels';

/** What a control shows and what it is called. */
export interface ControlFace {
  name: string;
  content: ReactNode;
}

interface FaceContext {
  currentPage: number;
  maxPagesShown: number;
  locale: PaginatorLocale;
  labels: PaginatorLabels;
}

const back = 'wl-paginator__icon wl-paginator__icon--back';
const forward = 'wl-paginator__icon';

/** The accessible name and visible content of a control; numbers in the locale's digits. */
export function controlFace(control: PaginationControl, context: FaceContext): ControlFace {
  const { currentPage, maxPagesShown, locale, labels } = context;
  const digits = (value: number) => localizeDigits(value, locale);
  const jump = digits(jumpDistance(maxPagesShown));
  switch (control.kind) {
    case 'page':
      return { name: labels.page(digits(control.page)), content: digits(control.page) };
    case 'first':
      return { name: labels.first, content: <ChevronBarIcon className={back} /> };
    case 'last':
      return { name: labels.last, content: <ChevronBarIcon className={forward} /> };
    case 'previous':
      return { name: labels.previous, content: <ChevronIcon className={back} /> };
    case 'next':
      return { name: labels.next, content: <ChevronIcon className={forward} /> };
    case 'backward-jump':
      return { name: labels.jumpBackward(jump), content: <DoubleChevronIcon className={back} /> };
    case 'forward-jump':
      return { name: labels.jumpForward(jump), content: <DoubleChevronIcon className={forward} /> };
    case 'starting-breakpoint':
      return { name: labels.jumpBackward(digits(currentPage - control.page)), content: '…' };
    case 'ending-breakpoint':
      return { name: labels.jumpForward(digits(control.page - currentPage)), content: '…' };
  }
}

interface PageControlProps extends ControlFace {
  control: PaginationControl;
  disabled: boolean;
  /** The page's link in link mode, null in button mode. */
  href: string | null;
  onGo: (page: number) => void;
}

/** One control: a router link in link mode (a disabled link without address when it leads nowhere), else a button. */
export function PageControl({ control, name, content, disabled, href, onGo }: PageControlProps) {
  const className = [
    'wl-paginator__control',
    `wl-paginator__control--${control.kind}`,
    control.current ? 'wl-paginator__control--current' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const current = control.current ? 'page' : undefined;
  if (href === null) {
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={name}
        aria-current={current}
        onClick={() => onGo(control.page)}
      >
        {content}
      </button>
    );
  }
  if (disabled) {
    return (
      <a className={className} role="link" aria-disabled="true" aria-label={name} aria-current={current}>
        {content}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={href}
      aria-label={name}
      aria-current={current}
      onClick={() => onGo(control.page)}
    >
      {content}
    </Link>
  );
}

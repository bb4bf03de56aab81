import { controlFace, PageControl } from './page-control';
import {
  acceptPageChange,
  assertPaginatorOptions,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_MAX_PAGES_SHOWN,
  pageHref,
  paginationControls,
  totalPagesFor,
  type PaginatorDirection,
  type PaginatorLocale,
} from './page-arithmetic';
import type { PaginatorLabels } from './paginator-labels';
import './paginator.css';

export type { PaginatorLabels };

interface PaginatorCommonProps {
  totalItems: number;
  /** Default 10. */
  itemsPerPage?: number;
  /** Default 5; the jump distance is half of it, rounded up. */
  maxPagesShown?: number;
  /** Reading direction of the controls; by default that of the page. */
  dir?: PaginatorDirection;
  /** Numerals of the page numbers: en 1 2 3, ar ١ ٢ ٣, ir ۱ ۲ ۳. Default en. */
  locale?: PaginatorLocale;
  /** First and last page buttons. Default false. */
  showFirstLast?: boolean;
  /** Previous and next page buttons. Default true. */
  showPrevNext?: boolean;
  /** Jump buttons («, ») that move by the jump distance. Default false. */
  showJumps?: boolean;
  /** Page 1, the last page and the … breakpoint buttons beside the pages shown. Default true. */
  showBreakpoints?: boolean;
  /** Turns every control off, e.g. while a page is loading. */
  disabled?: boolean;
  labels: PaginatorLabels;
  className?: string;
}

/** The current page, under its React name or under the spec's v-model name; give one of them. */
type PaginatorPage =
  { currentPage: number; modelValue?: number } | { currentPage?: number; modelValue: number };

type PaginatorMode =
  /** Link mode: every control is a link made from `linkUrl`, which must contain [page]. */
  | { type: 'link'; linkUrl: string; onChange?: (page: number) => void }
  /** Button mode (the default): every control is a button that calls `onChange`. */
  | { type?: 'button'; linkUrl?: undefined; onChange: (page: number) => void };

export type PaginatorProps = PaginatorCommonProps & PaginatorPage & PaginatorMode;

/**
 * Page navigation for a long list. Shows nothing when everything fits on one page. Requests for a page
 * beyond the last, below 1 or equal to the current one are ignored.
 */
export function Paginator(props: PaginatorProps) {
  const {
    totalItems,
    itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
    maxPagesShown = DEFAULT_MAX_PAGES_SHOWN,
    dir,
    locale = 'en',
    showFirstLast = false,
    showPrevNext = true,
    showJumps = false,
    showBreakpoints = true,
    disabled = false,
    labels,
    className,
    type = 'button',
    linkUrl,
    onChange,
  } = props;
  assertPaginatorOptions({
    totalItems,
    itemsPerPage,
    currentPage: props.currentPage,
    modelValue: props.modelValue,
    maxPagesShown,
    dir,
    locale,
    type,
    linkUrl,
  });
  const currentPage = (props.currentPage ?? props.modelValue) as number;
  const totalPages = totalPagesFor(totalItems, itemsPerPage);
  if (totalPages < 2) return null;

  const controls = paginationControls({
    currentPage,
    totalPages,
    maxPagesShown,
    showFirstLast,
    showPrevNext,
    showJumps,
    showBreakpoints,
  });
  const go = (page: number) => {
    const accepted = acceptPageChange(page, currentPage, totalPages);
    if (accepted !== null) onChange?.(accepted);
  };

  return (
    <nav
      className={['wl-paginator', className].filter(Boolean).join(' ')}
      aria-label={labels.navigation}
      dir={dir}
    >
      <ul className="wl-paginator__list">
        {controls.map((control) => (
          <li key={control.kind === 'page' ? `page-${control.page}` : control.kind}>
            <PageControl
              control={control}
              {...controlFace(control, { currentPage, maxPagesShown, locale, labels })}
              disabled={disabled || control.disabled}
              href={type === 'link' && linkUrl !== undefined ? pageHref(linkUrl, control.page) : null}
              onGo={go}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

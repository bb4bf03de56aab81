/** Pure page arithmetic of the paginator: which controls to show and where each one leads. */

export const DEFAULT_ITEMS_PER_PAGE = 10;
export const DEFAULT_MAX_PAGES_SHOWN = 5;
/** The marker a link-mode URL template must contain; it is replaced by the page number. */
export const PAGE_MARKER = '[page]';

export type PaginatorDirection = 'ltr' | 'rtl';
export type PaginatorLocale = 'en' | 'ar' | 'ir';
export type PaginatorType = 'link' | 'button';

export function totalPagesFor(totalItems: number, itemsPerPage: number): number {
  return Math.ceil(totalItems / itemsPerPage);
}

/** How far the jump and breakpoint controls move: half of the pages shown, rounded up. */
export function jumpDistance(maxPagesShown: number): number {
  return Math.ceil(maxPagesShown / 2);
}

/**
 * The run of page numbers shown around the current page: at most `maxPagesShown` of them, the current
 * page as near the middle as the ends allow. A current page beyond the last counts as the last.
 */
export function pageWindow(
  currentPage: number,
  totalPages: number,
  maxPagesShown: number,
): { first: number; last: number } {
  if (totalPages <= maxPagesShown) return { first: 1, last: Math.max(totalPages, 0) };
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const before = Math.floor(maxPagesShown / 2);
  const after = Math.ceil(maxPagesShown / 2) - 1;
  if (current <= before) return { first: 1, last: maxPagesShown };
  if (current + after >= totalPages) return { first: totalPages - maxPagesShown + 1, last: totalPages };
  return { first: current - before, last: current + after };
}

/** The page to go to for a request to `target`, or null when the request is ignored. */
export function acceptPageChange(target: number, currentPage: number, totalPages: number): number | null {
  if (!Number.isInteger(target) || target < 1 || target > totalPages || target === currentPage) return null;
  return target;
}

/** The link of `page` from a URL template such as `/slots?page=[page]`. */
export function pageHref(linkUrl: string, page: number): string {
  return linkUrl.split(PAGE_MARKER).join(String(page));
}

export type PaginationControlKind =
  | 'first'
  | 'backward-jump'
  | 'previous'
  | 'page'
  | 'starting-breakpoint'
  | 'ending-breakpoint'
  | 'next'
  | 'forward-jump'
  | 'last';

/** One control of the paginator, in reading order (first to last page). */
export interface PaginationControl {
  kind: PaginationControlKind;
  /** The page it leads to. */
  page: number;
  /** True for a control that leads nowhere from here (first and previous on page 1, ...). */
  disabled: boolean;
  /** True for the current page. */
  current: boolean;
}

export interface PaginationLayout {
  currentPage: number;
  totalPages: number;
  maxPagesShown: number;
  showFirstLast: boolean;
  showPrevNext: boolean;
  showJumps: boolean;
  showBreakpoints: boolean;
}

/**
 * The controls of a paginator in reading order: first, backward jump, previous, page 1 and a starting
 * breakpoint (…) when the shown pages start later, the shown pages, an ending breakpoint and the last
 * page when they end earlier, next, forward jump, last. Jumps move by `jumpDistance`; so do breakpoints,
 * but always at least to the first hidden page, so that a … never leads to a page already shown.
 */
export function paginationControls(layout: PaginationLayout): PaginationControl[] {
  const { totalPages, maxPagesShown } = layout;
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(layout.currentPage, 1), totalPages);
  const jump = jumpDistance(maxPagesShown);
  const { first, last } = pageWindow(current, totalPages, maxPagesShown);
  const leadsTo = (kind: PaginationControlKind, page: number): PaginationControl => ({
    kind,
    page,
    disabled: acceptPageChange(page, current, totalPages) === null,
    current: false,
  });
  const pageControl = (page: number): PaginationControl => ({
    kind: 'page',
    page,
    disabled: false,
    current: page === current,
  });

  const controls: PaginationControl[] = [];
  if (layout.showFirstLast) controls.push(leadsTo('first', 1));
  if (layout.showJumps) controls.push(leadsTo('backward-jump', current - jump));
  if (layout.showPrevNext) controls.push(leadsTo('previous', current - 1));
  if (layout.showBreakpoints && first >= 2) controls.push(pageControl(1));
  if (layout.showBreakpoints && first >= 3) {
    controls.push(leadsTo('starting-breakpoint', Math.min(current - jump, first - 1)));
  }
  for (let page = first; page <= last; page += 1) controls.push(pageControl(page));
  if (layout.showBreakpoints && last <= totalPages - 2) {
    controls.push(leadsTo('ending-breakpoint', Math.max(current + jump, last + 1)));
  }
  if (layout.showBreakpoints && last <= totalPages - 1) controls.push(pageControl(totalPages));
  if (layout.showPrevNext) controls.push(leadsTo('next', current + 1));
  if (layout.showJumps) controls.push(leadsTo('forward-jump', current + jump));
  if (layout.showFirstLast) controls.push(leadsTo('last', totalPages));
  return controls;
}

export interface PaginatorOptions {
  totalItems: number;
  itemsPerPage: number;
  currentPage: number | undefined;
  modelValue: number | undefined;
  maxPagesShown: number;
  dir: string | undefined;
  locale: string;
  type: string;
  linkUrl: string | undefined;
}

function assertPositiveWholeNumber(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`Paginator: ${name} must be a whole number greater than 0 (got ${String(value)}).`);
  }
}

/** Throws a developer error naming the first option that is wrong. */
export function assertPaginatorOptions(options: PaginatorOptions): void {
  if (!Number.isInteger(options.totalItems) || options.totalItems < 0) {
    throw new RangeError(
      `Paginator: totalItems must be a whole number of 0 or more (got ${options.totalItems}).`,
    );
  }
  assertPositiveWholeNumber('itemsPerPage', options.itemsPerPage);
  if (options.currentPage === undefined && options.modelValue === undefined) {
    throw new TypeError('Paginator: currentPage (or modelValue) is required.');
  }
  if (options.currentPage !== undefined) assertPositiveWholeNumber('currentPage', options.currentPage);
  if (options.modelValue !== undefined) assertPositiveWholeNumber('modelValue', options.modelValue);
  if (
    options.currentPage !== undefined &&
    options.modelValue !== undefined &&
    options.currentPage !== options.modelValue
  ) {
    throw new TypeError(
      'Paginator: give currentPage or modelValue (the same value under its Vue name), not two pages.',
    );
  }
  assertPositiveWholeNumber('maxPagesShown', options.maxPagesShown);
  if (options.dir !== undefined && options.dir !== 'ltr' && options.dir !== 'rtl') {
    throw new TypeError(`Paginator: dir must be 'ltr' or 'rtl' (got '${options.dir}').`);
  }
  if (!['en', 'ar', 'ir'].includes(options.locale)) {
    throw new TypeError(`Paginator: locale must be 'en', 'ar' or 'ir' (got '${options.locale}').`);
  }
  if (options.type !== 'link' && options.type !== 'button') {
    throw new TypeError(`Paginator: type must be 'link' or 'button' (got '${options.type}').`);
  }
  if (options.type === 'link') {
    if (!options.linkUrl)
      throw new TypeError('Paginator: linkUrl is required in link mode and must not be empty.');
    if (!options.linkUrl.includes(PAGE_MARKER)) {
      throw new TypeError(
        `Paginator: linkUrl must contain the marker ${PAGE_MARKER} (got '${options.linkUrl}').`,
      );
    }
  }
}

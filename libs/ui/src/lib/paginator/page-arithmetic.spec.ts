import fc from 'fast-check';
import {
  acceptPageChange,
  assertPaginatorOptions,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_MAX_PAGES_SHOWN,
  jumpDistance,
  pageHref,
  pageWindow,
  paginationControls,
  totalPagesFor,
  type PaginationLayout,
  type PaginatorOptions,
} from './page-arithmetic';

const allShown: Omit<PaginationLayout, 'currentPage' | 'totalPages'> = {
  maxPagesShown: 5,
  showFirstLast: true,
  showPrevNext: true,
  showJumps: true,
  showBreakpoints: true,
};

/** A compact picture of the controls: page numbers, … for breakpoints, names for the rest. */
function picture(layout: PaginationLayout): string {
  return paginationControls(layout)
    .map((control) => {
      if (control.kind === 'page') return control.current ? `[${control.page}]` : String(control.page);
      if (control.kind.endsWith('breakpoint')) return `…${control.page}`;
      return `${control.kind}${control.disabled ? '(off)' : `:${control.page}`}`;
    })
    .join(' ');
}

describe('constants', () => {
  it('defaults to 10 items per page and 5 pages shown', () => {
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(10);
    expect(DEFAULT_MAX_PAGES_SHOWN).toBe(5);
  });

  it.each([
    [1, 1],
    [4, 2],
    [5, 3],
    [7, 4],
  ])('jumps by half of %i pages shown, rounded up: %i', (shown, jump) => {
    expect(jumpDistance(shown)).toBe(jump);
  });
});

it('counts pages, the last one partly filled', () => {
  expect(totalPagesFor(0, 10)).toBe(0);
  expect(totalPagesFor(10, 10)).toBe(1);
  expect(totalPagesFor(11, 10)).toBe(2);
});

describe('pageWindow', () => {
  it('shows every page when they fit', () => expect(pageWindow(2, 3, 5)).toEqual({ first: 1, last: 3 }));
  it('starts at 1 near the start', () => expect(pageWindow(2, 20, 5)).toEqual({ first: 1, last: 5 }));
  it('centres the current page', () => expect(pageWindow(10, 20, 5)).toEqual({ first: 8, last: 12 }));
  it('ends at the last page near the end', () =>
    expect(pageWindow(19, 20, 5)).toEqual({ first: 16, last: 20 }));
  it('treats a page beyond the end as the last', () =>
    expect(pageWindow(99, 20, 5)).toEqual({ first: 16, last: 20 }));

  it('always holds the current page and never more than maxPagesShown pages in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 15 }),
        fc.nat(600),
        (total, shown, pick) => {
          const current = (pick % total) + 1;
          const { first, last } = pageWindow(current, total, shown);
          expect(first).toBeGreaterThanOrEqual(1);
          expect(last).toBeLessThanOrEqual(total);
          expect(last - first + 1).toBe(Math.min(shown, total));
          expect(current).toBeGreaterThanOrEqual(first);
          expect(current).toBeLessThanOrEqual(last);
        },
      ),
    );
  });
});

describe('acceptPageChange', () => {
  it('accepts a page in range', () => expect(acceptPageChange(3, 1, 5)).toBe(3));
  it.each([0, -1, 6, 2.5, Number.NaN])('ignores the page %p', (page) =>
    expect(acceptPageChange(page, 1, 5)).toBeNull(),
  );
  it('ignores the current page', () => expect(acceptPageChange(1, 1, 5)).toBeNull());
});

it('builds the link of a page from the [page] marker', () => {
  expect(pageHref('/slots?page=[page]', 7)).toBe('/slots?page=7');
  expect(pageHref('/p/[page]?from=[page]', 2)).toBe('/p/2?from=2');
});

describe('paginationControls', () => {
  it('shows page 1, breakpoints and the last page around a page in the middle', () => {
    expect(picture({ ...allShown, currentPage: 10, totalPages: 20 })).toBe(
      'first:1 backward-jump:7 previous:9 1 …7 8 9 [10] 11 12 …13 20 next:11 forward-jump:13 last:20',
    );
  });

  it('disables first, previous and an out-of-range jump on page 1', () => {
    expect(picture({ ...allShown, currentPage: 1, totalPages: 20 })).toBe(
      'first(off) backward-jump(off) previous(off) [1] 2 3 4 5 …6 20 next:2 forward-jump:4 last:20',
    );
  });

  it('disables next, last and an out-of-range jump on the last page', () => {
    expect(picture({ ...allShown, currentPage: 20, totalPages: 20 })).toBe(
      'first:1 backward-jump:17 previous:19 1 …15 16 17 18 19 [20] next(off) forward-jump(off) last(off)',
    );
  });

  it('shows page 1 without a breakpoint when the shown pages start at 2', () => {
    expect(
      picture({ ...allShown, showFirstLast: false, showJumps: false, currentPage: 4, totalPages: 9 }),
    ).toBe('previous:3 1 2 3 [4] 5 6 …7 9 next:5');
  });

  it('shows only the pages and previous/next by default when all pages fit', () => {
    const layout = { ...allShown, showFirstLast: false, showJumps: false, currentPage: 2, totalPages: 3 };
    expect(picture(layout)).toBe('previous:1 1 [2] 3 next:3');
  });

  it('leaves out whatever is switched off', () => {
    const layout = {
      ...allShown,
      showFirstLast: false,
      showPrevNext: false,
      showJumps: false,
      showBreakpoints: false,
    };
    expect(picture({ ...layout, currentPage: 10, totalPages: 20 })).toBe('8 9 [10] 11 12');
  });

  it('moves a breakpoint by the jump distance in the middle and past the shown pages near the ends', () => {
    expect(
      picture({ ...allShown, showFirstLast: false, showJumps: false, currentPage: 2, totalPages: 20 }),
    ).toBe('previous:1 1 [2] 3 4 5 …6 20 next:3');
    expect(
      picture({ ...allShown, showFirstLast: false, showJumps: false, currentPage: 7, totalPages: 20 }),
    ).toBe('previous:6 1 …4 5 6 [7] 8 9 …10 20 next:8');
  });

  it('lets every enabled control lead to a page in range, never twice to the same page number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(400),
        (total, shown, pick) => {
          const controls = paginationControls({
            ...allShown,
            maxPagesShown: shown,
            totalPages: total,
            currentPage: (pick % total) + 1,
          });
          for (const control of controls.filter((c) => !c.disabled)) {
            expect(control.page).toBeGreaterThanOrEqual(1);
            expect(control.page).toBeLessThanOrEqual(total);
          }
          const pages = controls.filter((c) => c.kind === 'page').map((c) => c.page);
          for (const breakpoint of controls.filter((c) => c.kind.endsWith('breakpoint'))) {
            expect(pages).not.toContain(breakpoint.page);
          }
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(controls.filter((c) => c.current)).toHaveLength(1);
        },
      ),
    );
  });
});

describe('assertPaginatorOptions', () => {
  const valid: PaginatorOptions = {
    totalItems: 100,
    itemsPerPage: 10,
    currentPage: 1,
    modelValue: undefined,
    maxPagesShown: 5,
    dir: 'ltr',
    locale: 'en',
    type: 'button',
    linkUrl: undefined,
  };

  it('accepts valid options', () => expect(() => assertPaginatorOptions(valid)).not.toThrow());

  it.each([
    [{ itemsPerPage: 0 }, 'Paginator: itemsPerPage must be a whole number greater than 0 (got 0).'],
    [{ currentPage: 0 }, 'Paginator: currentPage must be a whole number greater than 0 (got 0).'],
    [
      { currentPage: undefined, modelValue: -2 },
      'Paginator: modelValue must be a whole number greater than 0 (got -2).',
    ],
    [{ maxPagesShown: 0 }, 'Paginator: maxPagesShown must be a whole number greater than 0 (got 0).'],
    [{ totalItems: -1 }, 'Paginator: totalItems must be a whole number of 0 or more (got -1).'],
    [{ currentPage: undefined }, 'Paginator: currentPage (or modelValue) is required.'],
    [{ currentPage: 2, modelValue: 3 }, 'Paginator: give currentPage or modelValue'],
    [{ dir: 'up' }, "Paginator: dir must be 'ltr' or 'rtl' (got 'up')."],
    [{ locale: 'fr' }, "Paginator: locale must be 'en', 'ar' or 'ir' (got 'fr')."],
    [{ type: 'select' }, "Paginator: type must be 'link' or 'button' (got 'select')."],
    [{ type: 'link', linkUrl: '' }, 'Paginator: linkUrl is required in link mode and must not be empty.'],
    [
      { type: 'link', linkUrl: '/slots?page=1' },
      "Paginator: linkUrl must contain the marker [page] (got '/slots?page=1').",
    ],
  ])('refuses %p', (change, message) => {
    expect(() => assertPaginatorOptions({ ...valid, ...change })).toThrow(message);
  });

  it('accepts modelValue in place of currentPage and a link template with [page]', () => {
    expect(() =>
      assertPaginatorOptions({
        ...valid,
        currentPage: undefined,
        modelValue: 3,
        type: 'link',
        linkUrl: '/slots?page=[page]',
      }),
    ).not.toThrow();
  });
});

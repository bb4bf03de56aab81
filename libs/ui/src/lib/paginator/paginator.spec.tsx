import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@wl/router';
import type { PaginatorDirection, PaginatorLocale } from './page-arithmetic';
import { Paginator, type PaginatorLabels } from './paginator';

const labels: PaginatorLabels = {
  navigation: 'Pagination',
  page: (page) => `Page ${page}`,
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  jumpBackward: (count) => `Back ${count} pages`,
  jumpForward: (count) => `Forward ${count} pages`,
};

/** Options of a button-mode paginator a test may change; the current page defaults to 1. */
interface ButtonOptions {
  totalItems: number;
  currentPage?: number;
  itemsPerPage?: number;
  maxPagesShown?: number;
  dir?: PaginatorDirection;
  locale?: PaginatorLocale;
  showFirstLast?: boolean;
  showPrevNext?: boolean;
  showJumps?: boolean;
  showBreakpoints?: boolean;
  disabled?: boolean;
}

function renderButtons({ currentPage = 1, ...options }: ButtonOptions) {
  const onChange = jest.fn();
  render(<Paginator labels={labels} currentPage={currentPage} onChange={onChange} {...options} />);
  return onChange;
}

/** Accessible names of the controls, in reading order. */
const names = () => {
  const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
  const controls = [...nav.queryAllByRole('button'), ...nav.queryAllByRole('link')];
  return controls
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((control) => control.getAttribute('aria-label'));
};

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

describe('button mode', () => {
  it('shows 5 pages of 10 items by default, the current one marked, then a breakpoint and the last page', () => {
    renderButtons({ totalItems: 95 });
    expect(names()).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Forward 5 pages',
      'Page 10',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('reports the page the player picks', () => {
    const onChange = renderButtons({ totalItems: 95 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forward 5 pages' }));
    expect(onChange.mock.calls).toEqual([[4], [2], [10], [6]]);
  });

  it('ignores the current page and turns off what would leave the range', () => {
    const onChange = renderButtons({ totalItems: 95, showFirstLast: true, showJumps: true });
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back 3 pages' })).toBeDisabled();
  });

  it('turns off next, last and the forward jump on the last page', () => {
    renderButtons({ totalItems: 95, currentPage: 10, showFirstLast: true, showJumps: true });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Forward 3 pages' })).toBeDisabled();
  });

  it('goes to the first and last page', () => {
    const onChange = renderButtons({ totalItems: 200, currentPage: 10, showFirstLast: true });
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[1], [20]]);
  });

  it('jumps by half of the pages shown, rounded up, with the jump and breakpoint buttons', () => {
    const onChange = renderButtons({ totalItems: 200, currentPage: 10, showJumps: true });
    const back = screen.getAllByRole('button', { name: 'Back 3 pages' });
    const forward = screen.getAllByRole('button', { name: 'Forward 3 pages' });
    expect(back.map((control) => control.textContent)).toEqual(['', '…']);
    expect(forward.map((control) => control.textContent)).toEqual(['…', '']);
    for (const control of [...back, ...forward]) fireEvent.click(control);
    expect(onChange.mock.calls).toEqual([[7], [7], [13], [13]]);
  });

  it('jumps by 4 when 7 pages are shown', () => {
    const onChange = renderButtons({ totalItems: 500, currentPage: 20, maxPagesShown: 7, showJumps: true });
    for (const control of screen.getAllByRole('button', { name: 'Forward 4 pages' }))
      fireEvent.click(control);
    expect(onChange.mock.calls).toEqual([[24], [24]]);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(9);
  });

  it('shows no first/last, jump or breakpoint buttons when they are switched off', () => {
    renderButtons({ totalItems: 200, currentPage: 10, showPrevNext: false, showBreakpoints: false });
    expect(names()).toEqual(['Page 8', 'Page 9', 'Page 10', 'Page 11', 'Page 12']);
  });

  it('shows the current page given under its v-model name', () => {
    render(<Paginator labels={labels} totalItems={50} modelValue={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('can be turned off as a whole', () => {
    renderButtons({ totalItems: 50, currentPage: 2, disabled: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('shows nothing when everything fits on one page', () => {
    renderButtons({ totalItems: 10 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('counts the items per page it is given', () => {
    renderButtons({ totalItems: 30, itemsPerPage: 15 });
    expect(names()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Next page']);
  });
});

describe('link mode', () => {
  it('links every page through the [page] marker and follows the link', () => {
    const onChange = jest.fn();
    render(
      <MemoryRouter initialEntries={['/slots?page=2']}>
        <Paginator
          labels={labels}
          type="link"
          linkUrl="/slots?page=[page]"
          totalItems={60}
          currentPage={2}
          onChange={onChange}
        />
        <Location />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/slots?page=5');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/slots?page=3');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows a control that leads nowhere as a disabled link without an address', () => {
    render(
      <MemoryRouter>
        <Paginator labels={labels} type="link" linkUrl="/news/[page]" totalItems={60} currentPage={1} />
      </MemoryRouter>,
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });
});

describe('developer errors', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('refuses an empty link template', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <Paginator labels={labels} type="link" linkUrl="" totalItems={60} currentPage={1} />
        </MemoryRouter>,
      ),
    ).toThrow('Paginator: linkUrl is required in link mode and must not be empty.');
  });

  it('refuses a link template without [page]', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <Paginator labels={labels} type="link" linkUrl="/slots?page=1" totalItems={60} currentPage={1} />
        </MemoryRouter>,
      ),
    ).toThrow("Paginator: linkUrl must contain the marker [page] (got '/slots?page=1').");
  });

  it.each([
    ['itemsPerPage', { itemsPerPage: 0 }],
    ['currentPage', { currentPage: -1 }],
    ['maxPagesShown', { maxPagesShown: 0 }],
  ])('refuses %s of 0 or less', (name, change) => {
    expect(() => renderButtons({ totalItems: 60, ...change })).toThrow(
      `Paginator: ${name} must be a whole number greater than 0`,
    );
  });

  it('refuses a modelValue of 0', () => {
    expect(() =>
      render(<Paginator labels={labels} totalItems={60} modelValue={0} onChange={jest.fn()} />),
    ).toThrow('Paginator: modelValue must be a whole number greater than 0 (got 0).');
  });
});

describe('direction and numerals', () => {
  it('lays the controls out right to left and keeps the reading order from first to last page', () => {
    renderButtons({ totalItems: 30, dir: 'rtl' });
    expect(screen.getByRole('navigation')).toHaveAttribute('dir', 'rtl');
    expect(names()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
  });

  it('follows the direction of the page unless told', () => {
    renderButtons({ totalItems: 30 });
    expect(screen.getByRole('navigation')).not.toHaveAttribute('dir');
  });

  it('writes page numbers in Arabic-Indic digits for ar', () => {
    renderButtons({ totalItems: 120, currentPage: 12, locale: 'ar' });
    expect(screen.getByRole('button', { name: 'Page ١٢' })).toHaveTextContent('١٢');
    expect(screen.getByRole('button', { name: 'Page ١' })).toHaveTextContent('١');
    expect(screen.getByRole('button', { name: 'Back ٥ pages' })).toHaveTextContent('…');
  });

  it('writes page numbers in Persian digits for ir', () => {
    renderButtons({ totalItems: 40, currentPage: 4, locale: 'ir' });
    expect(screen.getByRole('button', { name: 'Page ۴' })).toHaveTextContent('۴');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementLine } from '@wl/api';
import { formatDateTime } from '@wl/i18n';
import { okAnswer, type Handler } from '@wl/testing';
import { cashierMessages, renderCashierPage } from '../testing/render-cashier-page';
import { StatementPage } from './StatementPage';

const NOW = new Date('2025-03-14T10:00:00Z');

const line = (id: number, fields: Partial<StatementLine> = {}): StatementLine => ({
  id,
  at: '2025-03-14T09:00:00Z',
  type: 'bet',
  kind: 'bet',
  description: 'Fortune Gems · round r-1',
  amount: -10,
  balance: 990,
  ...fields,
});

const LINES = [
  line(3, { type: 'win', kind: 'win', amount: 25.5, balance: 1015.5 }),
  line(2),
  line(1, {
    type: 'deposit',
    kind: 'deposit',
    description: 'Deposit dep_1 by GCash',
    amount: 1000,
    balance: 1000,
  }),
];

const page = (value: StatementLine[], total = value.length, number = 1) =>
  okAnswer('cashier/statement', { value, total, page: number, page_size: 20, currency: 'PHP' });

function renderStatement(handler: Handler, width = 1280) {
  const view = renderCashierPage(<StatementPage />, {
    path: '/statement',
    handler,
    prepare: (store) => {
      window.innerWidth = width;
      store.viewport.refresh();
    },
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

/** A Blob's text (jsdom's Blob has no text()). */
const blobText = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });

const listing: Handler = (path) => (path === 'cashier/statement' ? page(LINES, 45) : undefined);

beforeAll(cashierMessages);
beforeEach(() =>
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] }),
);
afterEach(() => {
  jest.useRealTimers();
  window.innerWidth = 1024;
  localStorage.clear();
});

describe('/statement', () => {
  it('lists the last 30 days newest first, amounts signed and coloured, with the balance after each', async () => {
    const { bodies } = renderStatement(listing);
    expect(screen.getByLabelText('From')).toHaveValue('2025-02-13');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-14');
    const table = await screen.findByRole('table', { name: 'Statement' });
    const rows = within(table).getAllByRole('row');
    const cells = (index: number) =>
      Array.from((rows[index] as HTMLElement).querySelectorAll('td, th')).map((cell) => cell.textContent);
    expect(cells(0)).toEqual(['Time', 'Type', 'Description', 'Amount', 'Balance']);
    expect(cells(1)).toEqual([
      formatDateTime('2025-03-14T09:00:00Z', 'EN'),
      'Win',
      'Fortune Gems · round r-1',
      '+₱25.50',
      '₱1,015.50',
    ]);
    expect(cells(2).slice(1)).toEqual(['Bet', 'Fortune Gems · round r-1', '-₱10.00', '₱990.00']);
    expect(within(table).getByText('+₱25.50')).toHaveClass('wl-cashier__amount--up');
    expect(within(table).getByText('-₱10.00')).toHaveClass('wl-cashier__amount--down');
    expect(bodies('cashier/statement')).toEqual([
      {
        account_id: 'demo1',
        auth: 't',
        date_from: '2025-02-13',
        date_to: '2025-03-14',
        page: 1,
        page_size: 20,
      },
    ]);
  });

  it('shows cards on phones', async () => {
    renderStatement(listing, 375);
    const list = await screen.findByRole('list', { name: 'Statement' });
    const cards = within(list).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards[0]).toHaveTextContent('Win+₱25.50');
    expect(cards[0]).toHaveTextContent('Balance ₱1,015.50');
  });

  it('filters by type and days from page 1, and pages with the paginator', async () => {
    const { bodies } = renderStatement(listing);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodies('cashier/statement')).toHaveLength(2));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    await waitFor(() => expect(bodies('cashier/statement')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    // A day after today is today.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-04-30' } });
    await waitFor(() => expect(bodies('cashier/statement')).toHaveLength(4));
    expect(
      bodies('cashier/statement').map((b) => [b['page'], b['type'], b['date_from'], b['date_to']]),
    ).toEqual([
      [1, undefined, '2025-02-13', '2025-03-14'],
      [2, undefined, '2025-02-13', '2025-03-14'],
      [1, 'deposit', '2025-02-13', '2025-03-14'],
      [1, 'deposit', '2025-03-01', '2025-03-14'],
    ]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Bet',
      'Win',
      'Refund',
      'Bonus',
      'Adjustment',
    ]);
  });

  it('says when the days chosen have no movements', async () => {
    renderStatement((path) => (path === 'cashier/statement' ? page([], 0) : undefined));
    expect(await screen.findByText('No balance movements between these dates.')).toBeInTheDocument();
  });

  it('downloads the same selection as CSV, and says when the file holds the first 10,000 lines only', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { bodies } = renderStatement((path) => {
      if (path === 'cashier/statement_csv')
        return okAnswer('cashier/statement_csv', {
          filename: 'statement-2025-03-01-2025-03-14.csv',
          csv: 'at,type,description,amount,balance\n',
          truncated: true,
        });
      return listing(path, {});
    });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'win' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(bodies('cashier/statement_csv')).toEqual([
      { account_id: 'demo1', auth: 't', date_from: '2025-03-01', date_to: '2025-03-14', type: 'win' },
    ]);
    expect(clicked[0]?.download).toBe('statement-2025-03-01-2025-03-14.csv');
    expect(clicked[0]?.href).toBe('blob:statement');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobText(created[0])).toBe('at,type,description,amount,balance\n');
    expect(
      await screen.findByText(
        'The file holds the first 10,000 lines only. Choose fewer days to get the rest.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:statement'));
    click.mockRestore();
  });
});

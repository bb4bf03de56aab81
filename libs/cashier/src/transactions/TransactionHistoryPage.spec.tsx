import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CashierTransaction } from '@wl/api';
import { formatDateTime } from '@wl/i18n';
import { okAnswer, type Handler } from '@wl/testing';
import { transaction } from '../testing/cashier-answers';
import { cashierMessages, renderCashierPage } from '../testing/render-cashier-page';
import { TransactionHistoryPage } from './TransactionHistoryPage';

const waiting = transaction('wd_2', {
  amount: 1000,
  fee: 15,
  method_name: 'Bank transfer',
  bank_account: 'BDO Unibank •••• 7891',
  state: 'pending',
  cancellable: true,
  timeline: [{ state: 'pending', at: '2025-03-14T09:30:00Z', note: '' }],
});
const deposit = transaction('dep_1', {
  state: 'completed',
  timeline: [
    { state: 'created', at: '2025-03-14T09:00:00Z', note: '' },
    { state: 'pending', at: '2025-03-14T09:00:01Z', note: '' },
    { state: 'completed', at: '2025-03-14T09:01:00Z', note: '' },
  ],
});
const rejected = transaction('wd_1', {
  state: 'rejected',
  fee: 0,
  timeline: [
    { state: 'pending', at: '2025-03-13T09:00:00Z', note: '' },
    { state: 'rejected', at: '2025-03-13T10:00:00Z', note: 'The account name does not match' },
  ],
});

const listOf = (value: CashierTransaction[], total = value.length) =>
  okAnswer('cashier/transactions', { value, total, page: 1, page_size: 10 });

function renderHistory(handler: Handler) {
  const view = renderCashierPage(<TransactionHistoryPage />, { path: '/transaction-history', handler });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem', {
    name: (_name, element) => element.classList.contains('wl-cashier__item'),
  });

beforeAll(cashierMessages);
afterEach(() => localStorage.clear());

describe('/transaction-history', () => {
  it('lists deposits and withdrawals with their state, and opens a timeline', async () => {
    renderHistory((path) =>
      path === 'cashier/transactions' ? listOf([waiting, deposit, rejected]) : undefined,
    );
    await screen.findByRole('list', { name: 'Transactions' });
    const [first, second, third] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Withdrawal · Bank transfer');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('₱1,000.00Fee ₱15.00');
    expect(first).toHaveTextContent('To BDO Unibank •••• 7891');
    expect(within(second).getByText('Completed', { selector: '.wl-cashier__badge' })).toHaveClass(
      'wl-cashier__badge--done',
    );
    expect(within(third).getByText('Rejected', { selector: '.wl-cashier__badge' })).toHaveClass(
      'wl-cashier__badge--stopped',
    );

    const details = within(third).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const timeline = third.querySelector('ol') as HTMLElement;
    expect(timeline).not.toBeVisible();
    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(timeline).toBeVisible();
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      `Pending${formatDateTime('2025-03-13T09:00:00Z', 'EN')}`,
      `Rejected${formatDateTime('2025-03-13T10:00:00Z', 'EN')}The account name does not match`,
    ]);
    expect(within(second).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
  });

  it('shows deposits or withdrawals only, from page 1', async () => {
    const { bodies } = renderHistory((path) =>
      path === 'cashier/transactions' ? listOf([deposit], 25) : undefined,
    );
    await screen.findByRole('list', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodies('cashier/transactions')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: 'Withdrawals' }));
    await waitFor(() => expect(bodies('cashier/transactions')).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(bodies('cashier/transactions')).toHaveLength(4));
    expect(bodies('cashier/transactions').map((b) => [b['type'], b['page'], b['page_size']])).toEqual([
      [undefined, 1, 10],
      [undefined, 3, 10],
      ['withdrawal', 1, 10],
      [undefined, 1, 10],
    ]);
  });

  it('cancels a waiting withdrawal once confirmed, then refreshes the list and the balance', async () => {
    let list = listOf([waiting, deposit]);
    const { bodies } = renderHistory((path) => {
      if (path === 'cashier/transactions') return list;
      if (path === 'cashier/withdrawal_cancel') {
        const cancelled = { ...waiting, state: 'cancelled' as const, cancellable: false };
        list = listOf([cancelled, deposit]);
        return okAnswer('cashier/withdrawal_cancel', { withdrawal: cancelled });
      }
      return undefined;
    });
    await screen.findByRole('list', { name: 'Transactions' });
    fireEvent.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'Cancel withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(dialog).toHaveTextContent('₱1,000.00 goes back to your balance.');
    expect(bodies('cashier/withdrawal_cancel')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() =>
      expect(
        within(items()[0] as HTMLElement).getByText('Cancelled', { selector: '.wl-cashier__badge' }),
      ).toBeVisible(),
    );
    expect(bodies('cashier/withdrawal_cancel')).toEqual([
      { account_id: 'demo1', auth: 't', withdrawal_id: 'wd_2' },
    ]);
    expect(bodies('cashier/transactions')).toHaveLength(2);
    expect(bodies('auth/get_balance')).toHaveLength(1);
    expect(within(items()[0] as HTMLElement).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
    expect(
      within(screen.getByTestId('toasts')).getByText(
        'Withdrawal cancelled — ₱1,000.00 is back in your balance',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the withdrawal when the player changes their mind', async () => {
    const { bodies } = renderHistory((path) =>
      path === 'cashier/transactions' ? listOf([waiting]) : undefined,
    );
    await screen.findByRole('list', { name: 'Transactions' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel withdrawal' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(bodies('cashier/withdrawal_cancel')).toEqual([]);
    expect(bodies('cashier/transactions')).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    renderHistory((path) => (path === 'cashier/transactions' ? listOf([]) : undefined));
    expect(await screen.findByText('No deposits or withdrawals yet.')).toBeInTheDocument();
  });
});

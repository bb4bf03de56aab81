import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, type Answer, type Handler } from '@wl/testing';
import { account, methodsAnswer, summaryAnswer, transaction } from '../testing/cashier-answers';
import { cashierMessages, renderCashierPage } from '../testing/render-cashier-page';
import { WithdrawalPage } from './WithdrawalPage';

const accounts = okAnswer('cashier/bank_accounts', {
  value: [account(1, { is_default: true }), account(2, { bank_name: 'BPI', bank_code: 'BPI' })],
  max: 5,
});

const requested = okAnswer('cashier/withdraw', {
  withdrawal: transaction('wd_1', {
    amount: 1000,
    fee: 5,
    bank_account: 'BDO Unibank •••• 7891',
    cancellable: true,
  }),
});

function renderWithdrawal(handler: Handler = () => undefined, summary: Answer = summaryAnswer()) {
  const view = renderCashierPage(<WithdrawalPage />, {
    path: '/withdrawal',
    handler: (path, body) => {
      const answer = handler(path, body);
      if (answer !== undefined) return answer;
      if (path === 'cashier/methods') return methodsAnswer();
      if (path === 'cashier/withdrawal_summary') return summary;
      if (path === 'cashier/bank_accounts') return accounts;
      return undefined;
    },
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount (PHP)' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

beforeAll(cashierMessages);
afterEach(() => localStorage.clear());

describe('what can be withdrawn', () => {
  it('says how much can go now and why the rest cannot: deposits still to be played through', async () => {
    renderWithdrawal();
    expect(await screen.findByText('You can withdraw ₱1,400.00 now')).toBeInTheDocument();
    expect(
      screen.getByText(
        '₱600.00 of your deposits still has to be played through (1× wagering) before it can be withdrawn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Played through: ₱400.00 of ₱1,000.00')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Played through: ₱400.00 of ₱1,000.00' });
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['40000', '100000']);
    expect(screen.getByText('Waiting for approval: 0 of 3')).toBeInTheDocument();
    expect(screen.getByText('Requested today: 0 of 5')).toBeInTheDocument();
  });

  it('says nothing about wagering when the whole balance can go, and shows what is held', async () => {
    renderWithdrawal(
      undefined,
      summaryAnswer({ withdrawable: 2000, wagering_left: 0, wagered: 1000, held: 300 }),
    );
    expect(await screen.findByText('You can withdraw ₱2,000.00 now')).toBeInTheDocument();
    expect(screen.queryByText(/played through/)).toBeNull();
    expect(screen.getByText('Held for pending withdrawals').nextSibling).toHaveTextContent('₱300.00');
  });

  it('says why no withdrawal can be requested when too many are waiting', async () => {
    renderWithdrawal(undefined, summaryAnswer({ pending: 3 }));
    expect(
      await screen.findByText(
        'You already have 3 withdrawals waiting for approval. Wait for one to be decided, or cancel one, to request another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });
});

describe('the withdrawal form', () => {
  it('offers the methods that pay out and the player’s accounts, the default chosen', async () => {
    renderWithdrawal();
    const methods = await screen.findByRole('group', { name: 'Withdrawal method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['GCASH', 'BANK']);
    const select = screen.getByRole('combobox', { name: 'To bank account' });
    expect(select).toHaveValue('1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BDO Unibank •••• 7891 (Default)', 'BPI •••• 7892']);
  });

  it('links to adding a bank account when the player has none', async () => {
    renderWithdrawal((path) =>
      path === 'cashier/bank_accounts' ? okAnswer('cashier/bank_accounts', { value: [], max: 5 }) : undefined,
    );
    expect(await screen.findByText('Add a bank account to withdraw to.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute(
      'href',
      '/add-bank?next=withdrawal',
    );
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });

  it('refuses more than can be withdrawn now without calling, and fills in the most with Max', async () => {
    const { bodies } = renderWithdrawal();
    await screen.findByRole('group', { name: 'Withdrawal method' });
    fireEvent.change(amountBox(), { target: { value: '1500' } });
    send();
    expect(await screen.findByText('You can withdraw at most ₱1,400.00 now.')).toBeInTheDocument();
    expect(bodies('cashier/withdraw')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Max ₱1,400.00' }));
    expect(amountBox()).toHaveValue('1400.00');
    const breakdown = screen.getByText('You receive').closest('dl') as HTMLElement;
    // GCash: ₱5.00 + 1.5 % of ₱1,400.00.
    expect(breakdown).toHaveTextContent('Amount₱1,400.00Fee₱26.00You receive₱1,374.00');
  });

  it('requests the withdrawal, then says the amount is held and refreshes the balance', async () => {
    const { bodies } = renderWithdrawal((path) => (path === 'cashier/withdraw' ? requested : undefined));
    await screen.findByRole('group', { name: 'Withdrawal method' });
    fireEvent.change(screen.getByRole('combobox', { name: 'To bank account' }), { target: { value: '2' } });
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    send();
    expect(
      await screen.findByRole('heading', {
        name: 'Withdrawal requested — ₱1,000.00 is held until it is approved',
      }),
    ).toBeInTheDocument();
    expect(bodies('cashier/withdraw')).toEqual([
      {
        account_id: 'demo1',
        auth: 't',
        method_code: 'GCASH',
        amount: '1000',
        bank_account_id: 2,
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.getByRole('link', { name: 'See transaction history' })).toHaveAttribute(
      'href',
      '/transaction-history',
    );
    await waitFor(() => expect(bodies('auth/get_balance')).toHaveLength(1));
    expect(bodies('cashier/withdrawal_summary')).toHaveLength(2);
  });

  it('keeps the request id on a retry after a lost answer, and takes a new one for the next withdrawal', async () => {
    const answers: Answer[] = [{ statusCode: 0, message: 'disconnect' }, requested, requested];
    const { bodies } = renderWithdrawal((path) =>
      path === 'cashier/withdraw' ? answers.shift() : undefined,
    );
    await screen.findByRole('group', { name: 'Withdrawal method' });
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost.');
    send();
    await screen.findByRole('heading', { name: /Withdrawal requested/ });
    fireEvent.click(screen.getByRole('button', { name: 'Request another withdrawal' }));
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    send();
    await waitFor(() => expect(bodies('cashier/withdraw')).toHaveLength(3));
    const ids = bodies('cashier/withdraw').map((body) => body['request_id']);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('shows the platform’s refusal of the amount beside it', async () => {
    renderWithdrawal((path) =>
      path === 'cashier/withdraw' ? { statusCode: 0, message: 'notWithdrawable' } : undefined,
    );
    await screen.findByRole('group', { name: 'Withdrawal method' });
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    send();
    await waitFor(() =>
      expect(amountBox()).toHaveAccessibleDescription(
        'Min ₱100.00 · Max ₱50,000.00 · Fee ₱5.00 + 1.5\u00a0% This amount is more than you can withdraw now.',
      ),
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankAccount } from '@wl/api';
import { okAnswer, type Answer, type Handler } from '@wl/testing';
import { account, methodsAnswer } from '../testing/cashier-answers';
import { cashierMessages, renderCashierPage } from '../testing/render-cashier-page';
import { AddBankPage } from './AddBankPage';
import { BankDetailsPage } from './BankDetailsPage';

const list = (value: BankAccount[]) => okAnswer('cashier/bank_accounts', { value, max: 5 });
const TWO = [account(1, { is_default: true }), account(2, { bank_name: 'BPI', bank_code: 'BPI' })];

function render(page: 'details' | 'add', handler: Handler, path?: string) {
  const view = renderCashierPage(page === 'details' ? <BankDetailsPage /> : <AddBankPage />, {
    path: path ?? (page === 'details' ? '/bank-details' : '/add-bank'),
    handler: (p, body) => handler(p, body) ?? (p === 'cashier/methods' ? methodsAnswer() : undefined),
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

/** Lets a dialog's closing animation end. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

beforeAll(cashierMessages);
afterEach(() => localStorage.clear());

describe('/bank-details', () => {
  it('lists the accounts masked, marks the default, and says the limit', async () => {
    render('details', (path) => (path === 'cashier/bank_accounts' ? list(TWO) : undefined));
    const accounts = await screen.findByRole('list', { name: 'Bank accounts' });
    const items = within(accounts).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('BDO UnibankDefault•••• 7891Demo One');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(items[1]).toHaveTextContent('BPI•••• 7892Demo One');
    expect(screen.getByText('You can keep up to 5 bank accounts (2 of 5 used).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/add-bank');
  });

  it('makes another account the default', async () => {
    const { bodies } = render('details', (path) => {
      if (path === 'cashier/bank_accounts') return list(TWO);
      if (path === 'cashier/bank_default')
        return okAnswer('cashier/bank_default', {
          value: [account(2, { bank_name: 'BPI', is_default: true }), account(1)],
        });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make default: BPI •••• 7892' }));
    const first = () =>
      within(screen.getByRole('list', { name: 'Bank accounts' })).getAllByRole('listitem')[0];
    await waitFor(() => expect(first()).toHaveTextContent('BPIDefault•••• 7892'));
    expect(bodies('cashier/bank_default')).toEqual([{ account_id: 'demo1', auth: 't', bank_account_id: 2 }]);
  });

  it('asks before removing an account, and removes nothing when the player keeps it', async () => {
    const { bodies } = render('details', (path) => {
      if (path === 'cashier/bank_accounts') return list(TWO);
      if (path === 'cashier/bank_remove')
        return okAnswer('cashier/bank_remove', { value: [account(1, { is_default: true })] });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: BPI •••• 7892' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this bank account?' });
    expect(dialog).toHaveTextContent(
      'BPI •••• 7892 will no longer be offered for withdrawals. Withdrawals already made to it are not affected.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await settle();
    const items = () => within(screen.getByRole('list', { name: 'Bank accounts' })).getAllByRole('listitem');
    expect(bodies('cashier/bank_remove')).toEqual([]);
    expect(items()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove: BPI •••• 7892' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(bodies('cashier/bank_remove')).toEqual([{ account_id: 'demo1', auth: 't', bank_account_id: 2 }]);
  });

  it('says when the list is full and leaves out the way to add one', async () => {
    render('details', (path) =>
      path === 'cashier/bank_accounts' ? list([1, 2, 3, 4, 5].map((id) => account(id))) : undefined,
    );
    expect(
      await screen.findByText('You have the most bank accounts allowed. Remove one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a bank account' })).toBeNull();
  });
});

describe('/add-bank', () => {
  const added = okAnswer('cashier/bank_add', {
    bank_account: account(3, { bank_code: 'BPI', bank_name: 'BPI' }),
  });

  it("prefills the player's name, explains it, and shows the chosen bank's account format", async () => {
    render('add', (path) => (path === 'cashier/bank_accounts' ? list([]) : undefined));
    const holder = await screen.findByRole('textbox', { name: 'Account holder name' });
    expect(holder).toHaveValue('Demo One');
    expect(holder).toHaveAccessibleDescription(
      'It must be exactly the name on the bank account, the same as the name in your profile.',
    );
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your bank', 'BDO Unibank', 'BPI']);
    fireEvent.change(bank, { target: { value: 'BDO' } });
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      'Format: 10 to 12 digits',
    );
  });

  it('says which fields are missing without calling', async () => {
    const { bodies } = render('add', (path) => (path === 'cashier/bank_accounts' ? list([]) : undefined));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Account holder name' }), {
      target: { value: ' ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription('Choose your bank.');
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText("Enter the account holder's name.")).toBeInTheDocument();
    expect(screen.getByText('Enter the account number.')).toBeInTheDocument();
    expect(bodies('cashier/bank_add')).toEqual([]);
  });

  it("shows the platform's holderNameMismatch at the holder's name", async () => {
    const answers: Answer[] = [{ statusCode: 0, message: 'holderNameMismatch' }, added];
    const { bodies } = render('add', (path) => {
      if (path === 'cashier/bank_accounts') return list([]);
      if (path === 'cashier/bank_add') return answers.shift();
      return undefined;
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Bank' }), { target: { value: 'BPI' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder name' }), {
      target: { value: 'Someone Else' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: ' 0012345678 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    const holder = screen.getByRole('textbox', { name: 'Account holder name' });
    await waitFor(() => expect(holder).toHaveAttribute('aria-invalid', 'true'));
    expect(holder).toHaveAccessibleDescription(
      'It must be exactly the name on the bank account, the same as the name in your profile. ' +
        'The account holder name must match the name in your profile.',
    );
    expect(bodies('cashier/bank_add')).toEqual([
      {
        account_id: 'demo1',
        auth: 't',
        bank_code: 'BPI',
        holder_name: 'Someone Else',
        account_number: '0012345678',
      },
    ]);

    fireEvent.change(holder, { target: { value: 'Demo One' } });
    expect(holder).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bank-details'));
    expect(within(screen.getByTestId('toasts')).getByText('Bank account added')).toBeInTheDocument();
  });

  it('goes back to the withdrawal it was opened from', async () => {
    render(
      'add',
      (path) => {
        if (path === 'cashier/bank_accounts') return list([]);
        if (path === 'cashier/bank_add') return added;
        return undefined;
      },
      '/add-bank?next=withdrawal',
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Bank' }), { target: { value: 'BPI' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: '0012345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/withdrawal'));
  });

  it('says the first account names the profile when the player has no name yet, and takes the name', async () => {
    const { store } = render('add', (path) => {
      if (path === 'cashier/bank_accounts') return list([]);
      return path === 'cashier/bank_add' ? added : undefined;
    });
    act(() => store.session.applyProfile('', 'demo1@example.com'));
    const holder = await screen.findByRole('textbox', { name: 'Account holder name' });
    expect(holder).toHaveValue('');
    expect(holder).toHaveAccessibleDescription(
      'Enter your name exactly as it is on the bank account. It becomes your profile name, and later accounts must be in the same name.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), { target: { value: 'BPI' } });
    fireEvent.change(holder, { target: { value: ' Maria  Santos ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: '0012345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bank-details'));
    expect(store.session.user?.full_name).toBe('Maria Santos');
  });
});

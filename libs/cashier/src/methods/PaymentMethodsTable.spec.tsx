import { screen, within } from '@testing-library/react';
import { preloadedAnswers } from '@wl/api';
import { fakeApi, renderWithStore, type Handler } from '@wl/testing';
import { methodsAnswer, methodsFields } from '../testing/cashier-answers';
import { cashierMessages } from '../testing/render-cashier-page';
import { MethodsStore } from './methods-store';
import { PaymentMethodsTable } from './PaymentMethodsTable';

function renderTable(handler: Handler) {
  return renderWithStore(<PaymentMethodsTable />, { path: '/banking', answers: handler });
}

beforeAll(cashierMessages);

describe("/banking's payment methods", () => {
  it('lists each method with its deposit and withdrawal range and its fee, for guests too', async () => {
    const { calls } = renderTable((path) => (path === 'cashier/methods' ? methodsAnswer() : undefined));
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment methods' })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MethodDepositWithdrawalFee',
      'GCashE-wallet₱100.00 – ₱50,000.00₱100.00 – ₱50,000.00₱5.00 + 1.5%',
      'Visa / MastercardCard₱200.00 – ₱100,000.00—Not offered2.5%',
      // The kind is left out where the name says it.
      'Bank transfer—Not offered₱500.00 – ₱200,000.00₱15.00',
    ]);
    // The same, a card per method, for a narrow column (CSS shows one of the two).
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent(
      'Visa / MastercardCardDeposit₱200.00 – ₱100,000.00Withdrawal—Not offeredFee2.5%',
    );
    expect(calls).toEqual([
      { path: 'cashier/methods', body: { domain_name: 'localhost', external_id: 'ext-1' } },
    ]);
  });

  it('shows the answer a server-rendered page carries in its first render, without asking again', () => {
    const { api, calls } = fakeApi();
    const site = { domain_name: 'casino3.localhost' };
    const answer = { statusCode: 1, message: 'OK', ...methodsFields() };
    const page = preloadedAnswers([{ path: 'cashier/methods', body: site, answer }]);
    const methods = new MethodsStore({
      platform: { api: { ...api, preloaded: page }, report: jest.fn() },
      site: () => ({ ...site, external_id: 'casino3' }),
    });
    expect(methods.status).toBe('ready');
    expect(methods.methods.map((method) => [method.code, method.min, method.feeFixed])).toEqual([
      ['GCASH', 10_000, 500],
      ['CARD', 20_000, 0],
      ['BANK', 50_000, 1_500],
    ]);
    expect(calls).toEqual([]);
  });

  it('says when the methods cannot be loaded, with Try again', async () => {
    renderTable((path) =>
      path === 'cashier/methods' ? { statusCode: -503, message: 'serviceUnavailable' } : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

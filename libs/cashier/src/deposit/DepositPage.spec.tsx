import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okAnswer, type Answer, type Handler } from '@wl/testing';
import { methodsAnswer, transaction } from '../testing/cashier-answers';
import { cashierMessages, renderCashierPage } from '../testing/render-cashier-page';
import { DepositPage } from './DepositPage';
import { leavePage } from './leave-page';

// The browser's window.location cannot be replaced in jsdom: the one function that calls its assign is.
jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));
const leave = jest.mocked(leavePage);

const PSP_PAGE = 'http://127.0.0.1:4500/pay/pay_1';

const created = okAnswer('cashier/deposit', {
  deposit: transaction('dep_1', { amount: 1000, fee: 20 }),
  redirect_url: PSP_PAGE,
});

function renderDeposit(handler: Handler, path = '/deposit') {
  const view = renderCashierPage(<DepositPage />, {
    path,
    handler: (p, body) => (p === 'cashier/methods' ? methodsAnswer() : handler(p, body)),
  });
  const bodies = (call: string) => view.calls.filter((c) => c.path === call).map((c) => c.body);
  return { ...view, bodies };
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount (PHP)' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

beforeAll(cashierMessages);
afterEach(() => {
  leave.mockReset();
  localStorage.clear();
});

describe('the deposit form', () => {
  it('offers the methods that take deposits, with their limits and fee, and works out the total to pay', async () => {
    renderDeposit(() => undefined);
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['GCASH', 'CARD']);
    expect(within(methods).getByRole('radio', { name: 'GCash' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'GCash' })).toHaveAccessibleDescription(
      'Min ₱100.00 · Max ₱50,000.00 · Fee ₱5.00 + 1.5\u00a0%',
    );
    expect(within(methods).getByRole('radio', { name: 'Visa / Mastercard' })).toHaveAccessibleDescription(
      'Min ₱200.00 · Max ₱100,000.00 · Fee 2.5\u00a0%',
    );

    fireEvent.change(amountBox(), { target: { value: '1250.50' } });
    // 5.00 + 1.5 % of 1,250.50 (18.7575, rounded up to 18.76).
    const breakdown = screen.getByText('Total to pay').closest('dl') as HTMLElement;
    expect(breakdown).toHaveTextContent('Amount₱1,250.50Fee₱23.76Total to pay₱1,274.26');

    fireEvent.click(within(methods).getByRole('radio', { name: 'Visa / Mastercard' }));
    expect(breakdown).toHaveTextContent('Amount₱1,250.50Fee₱31.27Total to pay₱1,281.77');
  });

  it('refuses a below-minimum amount without calling the platform, and says why beside the field', async () => {
    const { bodies } = renderDeposit(() => undefined);
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: '50' } });
    // Typed and kept as typed, though nothing else on the form changes yet.
    expect(amountBox()).toHaveValue('50');
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
    send();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(amountBox()).toHaveAccessibleDescription(
      'Min ₱100.00 · Max ₱50,000.00 · Fee ₱5.00 + 1.5\u00a0% The minimum is ₱100.00.',
    );
    await waitFor(() => expect(amountBox()).toHaveFocus());
    expect(bodies('cashier/deposit')).toEqual([]);
  });

  it.each([
    ['', 'Enter an amount.'],
    ['1,000', 'Enter the amount in digits only, like 500 or 1250.50.'],
    ['-5', 'Enter the amount in digits only, like 500 or 1250.50.'],
    ['100.005', 'Use at most 2 digits after the decimal point.'],
    ['60000', 'The maximum is ₱50,000.00.'],
  ])('refuses "%s": %s', async (typed, message) => {
    const { bodies } = renderDeposit(() => undefined);
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: typed } });
    send();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(bodies('cashier/deposit')).toEqual([]);
  });

  it('sends the amount as typed with a request id, and sends the browser to the PSP’s page', async () => {
    const { bodies } = renderDeposit((path) => (path === 'cashier/deposit' ? created : undefined));
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: '1000' } });
    send();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PSP_PAGE));
    const [body] = bodies('cashier/deposit');
    expect(body).toEqual({
      account_id: 'demo1',
      auth: 't',
      method_code: 'GCASH',
      amount: '1000',
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('keeps the request id when the same deposit is sent again after a lost answer, and takes a new one for a new deposit', async () => {
    const answers: Answer[] = [
      { statusCode: 0, message: 'disconnect' },
      { statusCode: -503, message: 'serviceUnavailable' },
      { statusCode: 0, message: 'amountAboveMaximum' },
      created,
    ];
    const { bodies } = renderDeposit((path) => (path === 'cashier/deposit' ? answers.shift() : undefined));
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: '500' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost.');
    // The same deposit again: written differently, still ₱500.00 by GCash.
    fireEvent.change(amountBox(), { target: { value: '500.00' } });
    send();
    await waitFor(() => expect(bodies('cashier/deposit')).toHaveLength(2));
    await screen.findByText(/temporarily unavailable/);
    // Another amount is another deposit.
    fireEvent.change(amountBox(), { target: { value: '700' } });
    send();
    await waitFor(() => expect(bodies('cashier/deposit')).toHaveLength(3));
    // The platform refused it: the next try is a new request.
    await screen.findByText("This amount is above the method's maximum.");
    send();
    await waitFor(() => expect(leave).toHaveBeenCalled());
    const ids = bodies('cashier/deposit').map((body) => body['request_id']);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
    expect(bodies('cashier/deposit').map((body) => body['amount'])).toEqual(['500', '500.00', '700', '700']);
  });

  it('shows the platform’s refusals where they belong', async () => {
    let answer: Answer = { statusCode: 0, message: 'methodUnavailable' };
    renderDeposit((path) => (path === 'cashier/deposit' ? answer : undefined));
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: '500' } });
    send();
    const group = screen.getByRole('group', { name: 'Payment method' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('This payment method is not available right now.'),
    );
    answer = { statusCode: 0, message: 'paymentUnavailable' };
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider is not answering. Nothing was charged. Try again in a moment.',
    );
  });

  it('disables the button while the deposit is on its way', async () => {
    let answer: (value: Answer) => void = () => undefined;
    renderDeposit((path) =>
      path === 'cashier/deposit' ? new Promise<Answer>((resolve) => (answer = resolve)) : undefined,
    );
    await screen.findByRole('group', { name: 'Payment method' });
    fireEvent.change(amountBox(), { target: { value: '500' } });
    send();
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => answer(created));
  });
});

describe('back from the PSP', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: false }),
  );
  afterEach(() => jest.useRealTimers());

  const statuses = (...states: string[]): Handler => {
    const queue = [...states];
    return (path) => {
      if (path !== 'cashier/deposit_status') return undefined;
      const state = queue.length > 1 ? queue.shift() : queue[0];
      return okAnswer('cashier/deposit_status', {
        deposit: transaction('dep_1', {
          state: state as 'pending',
          timeline: [
            {
              state: state ?? '',
              at: '2025-03-14T09:01:00Z',
              note: state === 'failed' ? 'card_declined' : '',
            },
          ],
        }),
      });
    };
  };
  const tick = () => act(() => jest.advanceTimersByTimeAsync(2_000));

  it('asks every 2 s until the deposit is completed, then says what was credited and refreshes the balance', async () => {
    const { bodies } = renderDeposit(
      statuses('pending', 'pending', 'completed'),
      '/deposit?deposit=dep_1&status=succeeded',
    );
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Checking your payment…');
    await tick();
    await tick();
    expect(await screen.findByRole('heading', { name: 'Deposit completed: ₱500.00 credited' })).toBeVisible();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(bodies('cashier/deposit_status')).toEqual([
      { account_id: 'demo1', auth: 't', deposit_id: 'dep_1' },
      { account_id: 'demo1', auth: 't', deposit_id: 'dep_1' },
      { account_id: 'demo1', auth: 't', deposit_id: 'dep_1' },
    ]);
    expect(bodies('auth/get_balance')).toHaveLength(1);
    await tick();
    expect(bodies('cashier/deposit_status')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See transaction history' })).toHaveAttribute(
      'href',
      '/transaction-history',
    );
  });

  it('says a declined payment charged nothing, with the reason', async () => {
    const { bodies } = renderDeposit(statuses('failed'), '/deposit?deposit=dep_1&status=failed');
    expect(
      await screen.findByRole('heading', { name: 'Payment declined — nothing was charged' }),
    ).toBeVisible();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(bodies('auth/get_balance')).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Try another deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deposit$/);
    expect(await screen.findByRole('textbox', { name: 'Amount (PHP)' })).toBeInTheDocument();
  });

  it('stops after about a minute and says the payment is still being processed', async () => {
    const { bodies } = renderDeposit(statuses('pending'), '/deposit?deposit=dep_1&status=succeeded');
    for (let second = 0; second < 62; second += 2) await tick();
    expect(
      await screen.findByRole('heading', { name: 'Your payment is still being processed' }),
    ).toBeVisible();
    expect(bodies('cashier/deposit_status')).toHaveLength(30);
    await tick();
    expect(bodies('cashier/deposit_status')).toHaveLength(30);
  });

  it('says when the platform does not know the deposit', async () => {
    renderDeposit(
      (path) => (path === 'cashier/deposit_status' ? { statusCode: 0, message: 'notFound' } : undefined),
      '/deposit?deposit=dep_nope&status=succeeded',
    );
    expect(
      await screen.findByRole('heading', { name: "We couldn't find what you were looking for." }),
    ).toBeVisible();
  });
});

import type {
  Bank,
  BankAccount,
  CallRequest,
  CashierStep,
  CashierTransaction,
  PaymentMethod,
  StatementLine,
} from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import { send, type ApiTransport } from './transport';

// The cashier: payment methods, deposits at a PSP, withdrawals, the player's bank accounts, the
// statement and the deposits' and withdrawals' history (docs/payment-protocol.md).

export type PaymentMethodsRequest = CallRequest<'cashier/methods'>;
export type PaymentMethodsResponse = ClientAnswer<'cashier/methods'>;
export type DepositRequest = CallRequest<'cashier/deposit'>;
export type DepositResponse = ClientAnswer<'cashier/deposit'>;
export type DepositStatusRequest = CallRequest<'cashier/deposit_status'>;
export type DepositStatusResponse = ClientAnswer<'cashier/deposit_status'>;
export type WithdrawalSummaryRequest = CallRequest<'cashier/withdrawal_summary'>;
export type WithdrawalSummaryResponse = ClientAnswer<'cashier/withdrawal_summary'>;
export type WithdrawalRequest = CallRequest<'cashier/withdraw'>;
export type WithdrawalResponse = ClientAnswer<'cashier/withdraw'>;
export type WithdrawalCancelRequest = CallRequest<'cashier/withdrawal_cancel'>;
export type WithdrawalCancelResponse = ClientAnswer<'cashier/withdrawal_cancel'>;
export type BankAccountsRequest = CallRequest<'cashier/bank_accounts'>;
export type BankAccountsResponse = ClientAnswer<'cashier/bank_accounts'>;
export type BankAddRequest = CallRequest<'cashier/bank_add'>;
export type BankAddResponse = ClientAnswer<'cashier/bank_add'>;
export type BankChangeRequest = CallRequest<'cashier/bank_default'>;
export type BankChangeResponse = ClientAnswer<'cashier/bank_default'>;
export type StatementRequest = CallRequest<'cashier/statement'>;
export type StatementResponse = ClientAnswer<'cashier/statement'>;
export type StatementCsvRequest = CallRequest<'cashier/statement_csv'>;
export type StatementCsvResponse = ClientAnswer<'cashier/statement_csv'>;
export type CashierTransactionsRequest = CallRequest<'cashier/transactions'>;
export type CashierTransactionsResponse = ClientAnswer<'cashier/transactions'>;
export type { Bank, BankAccount, CashierStep, CashierTransaction, PaymentMethod, StatementLine };

/** A statement line's kind, for the type filter (the contract's STATEMENT_TYPES, as plain data). */
export const STATEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'refund',
  'bonus',
  'adjustment',
] as const satisfies readonly StatementLine['type'][];
export type StatementType = (typeof STATEMENT_TYPES)[number];

/** The largest statement page (the contract's MAX_STATEMENT_PAGE_SIZE). */
export const MAX_STATEMENT_PAGE_SIZE = 100;
/** The most lines one statement CSV carries (the contract's MAX_STATEMENT_CSV_LINES). */
export const MAX_STATEMENT_CSV_LINES = 10_000;
/** How many bank accounts a player may keep (the contract's MAX_BANK_ACCOUNTS). */
export const MAX_BANK_ACCOUNTS = 5;
/** A deposit's states and a withdrawal's (the contract's DEPOSIT_STATES and WITHDRAWAL_STATES). */
export const DEPOSIT_STATES = [
  'created',
  'pending',
  'completed',
  'failed',
  'expired',
  'cancelled',
] as const satisfies readonly CashierTransaction['state'][];
export const WITHDRAWAL_STATES = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'failed',
] as const satisfies readonly CashierTransaction['state'][];

export const getPaymentMethods = (
  client: ApiTransport,
  request: PaymentMethodsRequest,
): Promise<PaymentMethodsResponse> => send(client, 'cashier/methods', request);

export const createDeposit = (client: ApiTransport, request: DepositRequest): Promise<DepositResponse> =>
  send(client, 'cashier/deposit', request);

export const getDepositStatus = (
  client: ApiTransport,
  request: DepositStatusRequest,
): Promise<DepositStatusResponse> => send(client, 'cashier/deposit_status', request);

export const getWithdrawalSummary = (
  client: ApiTransport,
  request: WithdrawalSummaryRequest,
): Promise<WithdrawalSummaryResponse> => send(client, 'cashier/withdrawal_summary', request);

export const requestWithdrawal = (
  client: ApiTransport,
  request: WithdrawalRequest,
): Promise<WithdrawalResponse> => send(client, 'cashier/withdraw', request);

export const cancelWithdrawal = (
  client: ApiTransport,
  request: WithdrawalCancelRequest,
): Promise<WithdrawalCancelResponse> => send(client, 'cashier/withdrawal_cancel', request);

export const getBankAccounts = (
  client: ApiTransport,
  request: BankAccountsRequest,
): Promise<BankAccountsResponse> => send(client, 'cashier/bank_accounts', request);

export const addBankAccount = (client: ApiTransport, request: BankAddRequest): Promise<BankAddResponse> =>
  send(client, 'cashier/bank_add', request);

export const setDefaultBankAccount = (
  client: ApiTransport,
  request: BankChangeRequest,
): Promise<BankChangeResponse> => send(client, 'cashier/bank_default', request);

export const removeBankAccount = (
  client: ApiTransport,
  request: CallRequest<'cashier/bank_remove'>,
): Promise<ClientAnswer<'cashier/bank_remove'>> => send(client, 'cashier/bank_remove', request);

export const getStatement = (client: ApiTransport, request: StatementRequest): Promise<StatementResponse> =>
  send(client, 'cashier/statement', request);

export const getStatementCsv = (
  client: ApiTransport,
  request: StatementCsvRequest,
): Promise<StatementCsvResponse> => send(client, 'cashier/statement_csv', request);

export const getCashierTransactions = (
  client: ApiTransport,
  request: CashierTransactionsRequest,
): Promise<CashierTransactionsResponse> => send(client, 'cashier/transactions', request);

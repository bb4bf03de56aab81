import type { LightMyRequestResponse } from 'fastify';
import { signBody } from '../../../http/hmac-signature';
import { FakePsp, PSP_SECRET } from '../../../cashier/testing/cashier-test-kit';
import { signUp } from '../../../players/testing/player-test-kit';
import { startBackofficeKit, type BackofficeKit } from '../../testing/backoffice-test-kit';

export interface Session {
  account_id: string;
  auth: string;
}

export interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}

export interface MoneyKit extends BackofficeKit {
  psp: FakePsp;
  /** A staff call's answer body. */
  staff(path: string, session: string, body?: object): Promise<Answer>;
  /** A player of the site on `host`, with a bank account, paid a deposit of `minor` (no wagering asked). */
  fundedPlayer(host: string, accountId: string, minor: number): Promise<FundedPlayer>;
  /** The player asks for a withdrawal of `amount` (text, major units): its id. */
  withdraw(player: FundedPlayer, amount: string): Promise<string>;
  /** POSTs a PSP notification signed with the PSP's secret at the kit's clock. */
  notify(event: Record<string, unknown>): Promise<void>;
  /** The PSP's signed notice that it paid the payout of an approved withdrawal. */
  payoutPaid(withdrawalId: string, amountMinor: number, currency: string): Promise<void>;
  /** A player call on the player's host. */
  member(player: FundedPlayer, path: string, extra?: object): Promise<Answer>;
}

export interface FundedPlayer extends Session {
  host: string;
  bankAccountId: number;
}

let requests = 0;
const requestId = () => `money-req-${++requests}`;

/**
 * The back-office kit with a fake PSP and both sites' cashier set up (a bank method paying out, one bank,
 * no wagering asked before a withdrawal), so a spec can fund players and queue their withdrawals.
 */
export async function startMoneyKit(): Promise<MoneyKit> {
  const kit = await startBackofficeKit();
  const psp = await new FakePsp().start();
  const { setup } = kit.platform.cashier;
  await setup.setProvider({
    code: 'DEMOPSP',
    name: 'Test Pay',
    apiUrl: psp.url,
    merchantId: 'alpha',
    secret: PSP_SECRET,
  });
  for (const site of [kit.siteA, kit.siteB]) {
    await setup.setMethods(site.id, [
      {
        providerCode: 'DEMOPSP',
        code: 'bank',
        name: 'Bank transfer',
        kind: 'bank_transfer',
        minMinor: 1_000,
        maxMinor: 50_000_000,
        feeFixedMinor: 0,
        feeBasisPoints: 0,
        deposits: true,
        payouts: true,
      },
    ]);
    await setup.setBanks(site.id, [
      { code: 'BDO', name: 'BDO Unibank', accountPattern: '\\d{10,12}', accountFormat: '10 to 12 digits' },
    ]);
    await setup.setSettings(site.id, { wageringPercent: 0, maxPendingWithdrawals: 10 });
  }

  const asJson = (response: LightMyRequestResponse) => response.json<Answer>();
  const member = async (player: Session & { host: string }, path: string, extra: object = {}) =>
    asJson(
      await kit.call(
        path,
        { account_id: player.account_id, auth: player.auth, ...extra },
        { host: player.host },
      ),
    );
  const notify = async (event: Record<string, unknown>) => {
    const raw = JSON.stringify(event);
    const at = Math.floor(kit.clock.now().getTime() / 1000);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/cashier/psp/notify/DEMOPSP',
      headers: { 'content-type': 'application/json', 'psp-signature': signBody(PSP_SECRET, raw, at) },
      payload: raw,
    });
    if (response.statusCode !== 200) throw new Error(`notification refused: ${response.body}`);
  };

  return {
    ...kit,
    psp,
    member,
    notify,
    staff: async (path, session, body = {}) => asJson(await kit.staffCall(path, body, { session })),
    async fundedPlayer(host, accountId, minor) {
      const session = { ...(await signUp(kit, accountId, { host })), host };
      const profile = await member(session, '/settings/profile_update', {
        full_name: 'Maria Santos',
        contact_email: `${accountId}@example.com`,
      });
      if (profile.statusCode !== 1) throw new Error(JSON.stringify(profile));
      const site = host === 'beta.test' ? kit.siteB : kit.siteA;
      const currency = host === 'beta.test' ? 'USD' : 'PHP';
      const made = await member(session, '/cashier/deposit', {
        method_code: 'bank',
        amount: String(minor / 100),
        request_id: requestId(),
      });
      const deposit = made['deposit'] as { id: string } | undefined;
      if (!deposit) throw new Error(`deposit refused on ${site.key}: ${JSON.stringify(made)}`);
      await notify({
        id: `evt-${deposit.id}`,
        type: 'payment.succeeded',
        created: Math.floor(kit.clock.now().getTime() / 1000),
        data: {
          id: String(psp.object(deposit.id)?.['id']),
          reference: deposit.id,
          amount: minor,
          currency,
          status: 'succeeded',
        },
      });
      const added = await member(session, '/cashier/bank_add', {
        bank_code: 'BDO',
        holder_name: 'Maria Santos',
        account_number: '001234567890',
      });
      const account = added['bank_account'] as { bank_account_id: number } | undefined;
      if (!account) throw new Error(JSON.stringify(added));
      return { ...session, bankAccountId: account.bank_account_id };
    },
    payoutPaid: (withdrawalId, amountMinor, currency) =>
      notify({
        id: `evt-paid-${withdrawalId}`,
        type: 'payout.paid',
        created: Math.floor(kit.clock.now().getTime() / 1000),
        data: {
          id: String(psp.object(withdrawalId)?.['id']),
          reference: withdrawalId,
          amount: amountMinor,
          currency,
          status: 'paid',
        },
      }),
    async withdraw(player, amount) {
      const answer = await member(player, '/cashier/withdraw', {
        method_code: 'bank',
        amount,
        bank_account_id: player.bankAccountId,
        request_id: requestId(),
      });
      const withdrawal = answer['withdrawal'] as { id: string } | undefined;
      if (!withdrawal) throw new Error(`withdrawal refused: ${JSON.stringify(answer)}`);
      return withdrawal.id;
    },
    async close() {
      await psp.close();
      await kit.close();
    },
  };
}

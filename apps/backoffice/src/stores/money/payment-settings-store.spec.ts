import { fakeApi, okAnswer } from '@wl/testing';
import { refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import type { PaymentSettings } from './payment-settings-store';

const settings = (fields: Partial<PaymentSettings> = {}): PaymentSettings => ({
  site_id: 1,
  site_key: 'casino1',
  currency: 'PHP',
  digits: 2,
  methods: [
    {
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank_transfer',
      provider_code: 'DEMOPSP',
      deposits: true,
      payouts: true,
      min_minor: 10_000,
      max_minor: 5_000_000,
      fee_fixed_minor: 0,
      fee_basis_points: 0,
    },
  ],
  rules: {
    max_pending_withdrawals: 3,
    max_withdrawals_per_day: 5,
    wagering_percent: 100,
    deposit_expiry_minutes: 30,
  },
  ...fields,
});

describe('PaymentSettingsStore', () => {
  it("shows a site's limits in major units and saves what is typed in minor units", async () => {
    const { api, calls } = fakeApi((path) =>
      path === 'backoffice/money/set_payment_settings'
        ? okAnswer('backoffice/money/set_payment_settings', { settings: settings() })
        : okAnswer('backoffice/money/payment_settings', { settings: settings() }),
    );
    const store = new BackofficeStore(api);
    await store.paymentSettings.setSite('1');
    expect(calls[0]).toMatchObject({ path: 'backoffice/money/payment_settings', body: { site_id: 1 } });
    expect(store.paymentSettings.methods[0]).toMatchObject({ min: '100.00', max: '50000.00' });
    store.paymentSettings.setMethod('bank', { payouts: false, min: '250.5', max: '1,000' });
    store.paymentSettings.setRules({ maxPending: '2', perDay: '4', wageringPercent: '150' });
    await store.paymentSettings.save();
    expect(calls[1]).toMatchObject({
      path: 'backoffice/money/set_payment_settings',
      body: {
        site_id: 1,
        methods: [{ code: 'bank', deposits: true, payouts: false, min_minor: 25_050, max_minor: 100_000 }],
        rules: { max_pending_withdrawals: 2, max_withdrawals_per_day: 4, wagering_percent: 150 },
      },
    });
    expect(store.paymentSettings.saved).toBe(true);
  });

  it('sends nothing while an amount or a rule is not valid, and shows a refusal', async () => {
    const { api, calls } = fakeApi((path) =>
      path === 'backoffice/money/set_payment_settings'
        ? refused('staffForbidden')
        : okAnswer('backoffice/money/payment_settings', { settings: settings() }),
    );
    const store = new BackofficeStore(api);
    await store.paymentSettings.setSite('1');
    store.paymentSettings.setMethod('bank', { min: '10.005' });
    await store.paymentSettings.save();
    expect(store.paymentSettings.error).toBe('invalidAmount');
    store.paymentSettings.setMethod('bank', { min: '900', max: '800' });
    await store.paymentSettings.save();
    expect(store.paymentSettings.error).toBe('invalidPaymentSettings');
    store.paymentSettings.setMethod('bank', { min: '100', max: '800' });
    store.paymentSettings.setRules({ maxPending: '0' });
    await store.paymentSettings.save();
    expect(store.paymentSettings.error).toBe('invalidPaymentRule');
    expect(calls).toHaveLength(1);
    store.paymentSettings.setRules({ maxPending: '3' });
    await store.paymentSettings.save();
    expect(calls).toHaveLength(2);
    expect(store.paymentSettings.error).toBe('staffForbidden');
    expect(store.paymentSettings.saved).toBe(false);
  });
});

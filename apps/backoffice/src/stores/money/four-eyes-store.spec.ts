import { fakeApi, okAnswer } from '@wl/testing';
import { BackofficeStore } from '../root-store';

const row = (threshold_minor: number, is_default: boolean) => ({
  site_id: 3,
  site_key: 'casino3',
  currency: 'MYR',
  digits: 2,
  threshold_minor,
  is_default,
});

describe('FourEyesStore', () => {
  it('changes a site’s amount from what is typed, in minor units, and shows it saved', async () => {
    const { api, calls } = fakeApi({
      'backoffice/money/four_eyes_thresholds': okAnswer('backoffice/money/four_eyes_thresholds', {
        value: [row(100_000, true)],
      }),
      'backoffice/money/set_four_eyes_threshold': okAnswer('backoffice/money/set_four_eyes_threshold', {
        threshold: row(250_050, false),
      }),
    });
    const { fourEyes } = new BackofficeStore(api);
    await fourEyes.load();
    const [first] = fourEyes.thresholds;
    if (!first) throw new Error('no threshold loaded');
    fourEyes.startEdit(first);
    expect(fourEyes.editing?.amount).toBe('1000.00');
    fourEyes.setAmount('2,500.50');
    await fourEyes.save();
    expect(calls.at(-1)).toEqual({
      path: 'backoffice/money/set_four_eyes_threshold',
      body: { site_id: 3, threshold_minor: 250_050 },
    });
    expect(fourEyes.thresholds[0]).toMatchObject({ threshold_minor: 250_050, is_default: false });
    expect(fourEyes.savedSiteId).toBe(3);
    expect(fourEyes.editing).toBeUndefined();
  });

  it('sends nothing for an amount the currency cannot have', async () => {
    const { api, calls } = fakeApi({
      'backoffice/money/four_eyes_thresholds': okAnswer('backoffice/money/four_eyes_thresholds', {
        value: [row(100_000, true)],
      }),
    });
    const { fourEyes } = new BackofficeStore(api);
    await fourEyes.load();
    const [first] = fourEyes.thresholds;
    if (!first) throw new Error('no threshold loaded');
    fourEyes.startEdit(first);
    fourEyes.setAmount('12.345');
    await fourEyes.save();
    expect(fourEyes.error).toBe('invalidAmount');
    expect(calls.map((call) => call.path)).toEqual(['backoffice/money/four_eyes_thresholds']);
  });
});

import { fakeApi, okAnswer } from '@wl/testing';
import { csvText } from '../../csv/csv-file';
import { refused } from '../../testing/fixtures';
import { BackofficeStore } from '../root-store';
import { ReportsStore } from './reports-store';

const figures = {
  deposits: 150,
  withdrawals: 20,
  bets: 60,
  wins: 55,
  ggr: 5,
  bonus_cost: 2,
  adjustments: 0.5,
  new_players: 2,
  active_players: 2,
};

const answers = () => ({
  'backoffice/reports/daily': okAnswer('backoffice/reports/daily', {
    currency: 'PHP',
    days: [{ day: '2026-11-26', ...figures }],
    totals: figures,
  }),
  'backoffice/reports/games': okAnswer('backoffice/reports/games', {
    currency: 'PHP',
    providers: [{ provider: 'JILI', rounds: 4, players: 2, bets: 60, wins: 55, ggr: 5 }],
    games: [],
  }),
});

describe('ReportsStore', () => {
  it('opens on the last 30 UTC days of the first site and asks both reports for them', async () => {
    const { api, calls } = fakeApi(answers());
    const store = new BackofficeStore(api);
    const reports = new ReportsStore(
      () => store.calls,
      () => new Date('2026-11-27T23:30:00Z'),
    );
    reports.chooseDefaultSite([7, 9]);
    await reports.load();
    const period = { site_id: 7, from: '2026-10-29', to: '2026-11-27' };
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['backoffice/reports/daily', period],
      ['backoffice/reports/games', period],
    ]);
    expect(reports.daily?.totals.ggr).toBe(5);
    expect(reports.games?.providers[0]?.provider).toBe('JILI');
    expect(reports.fileName('daily', 'casino1')).toBe('daily-casino1-2026-10-29_to_2026-11-27.csv');
  });

  it('keeps the last figures and shows the refusal when the period is refused', async () => {
    const table: Record<string, Record<string, unknown>> = answers();
    const { api } = fakeApi(table);
    const store = new BackofficeStore(api);
    store.reports.chooseDefaultSite([7]);
    await store.reports.load();
    table['backoffice/reports/daily'] = refused('invalidRequest');
    store.reports.setField('from', '2027-01-01');
    await store.reports.load();
    expect(store.reports.error).toBe('invalidRequest');
    expect(store.reports.daily?.days).toHaveLength(1);
  });
});

describe('csvText', () => {
  it('quotes what needs it and never lets a cell run as a spreadsheet formula', () => {
    const text = csvText(
      [
        { header: 'Game', value: (row: { name: string; ggr: number }) => row.name },
        { header: 'Gross gaming revenue', value: (row: { name: string; ggr: number }) => row.ggr },
      ],
      [
        { name: 'Fortune, "Gems"', ggr: -5 },
        { name: '=HYPERLINK("http://x")', ggr: 10.5 },
      ],
    );
    expect(text.split('\r\n')).toEqual([
      'Game,Gross gaming revenue',
      '"Fortune, ""Gems""",-5',
      `"'=HYPERLINK(""http://x"")",10.5`,
    ]);
  });
});

import type { TFunction } from 'i18next';
import type { DailyRow, GameRow, ProviderRow } from '../../stores/reports/reports-store';
import type { ReportColumn } from './report-table';

type Figures = Omit<GameRow, 'provider' | 'game' | 'name'>;

/** The columns every games-report row has after its name. */
function gameFigures<Row extends Figures>(t: TFunction): ReportColumn<Row>[] {
  return [
    { header: t('reports.rounds'), kind: 'count', value: (row) => row.rounds },
    { header: t('reports.players'), kind: 'count', value: (row) => row.players },
    { header: t('reports.bets'), kind: 'money', value: (row) => row.bets },
    { header: t('reports.wins'), kind: 'money', value: (row) => row.wins },
    { header: t('reports.ggr'), kind: 'money', value: (row) => row.ggr },
  ];
}

/** The daily table: a row per day (and the totals, whose day reads "Total"). */
export function dailyColumns(t: TFunction): ReportColumn<DailyRow>[] {
  return [
    { header: t('reports.day'), kind: 'text', value: (row) => row.day },
    { header: t('reports.deposits'), kind: 'money', value: (row) => row.deposits },
    { header: t('reports.withdrawals'), kind: 'money', value: (row) => row.withdrawals },
    { header: t('reports.bets'), kind: 'money', value: (row) => row.bets },
    { header: t('reports.wins'), kind: 'money', value: (row) => row.wins },
    { header: t('reports.ggr'), kind: 'money', value: (row) => row.ggr },
    { header: t('reports.bonusCost'), kind: 'money', value: (row) => row.bonus_cost },
    { header: t('reports.adjustments'), kind: 'money', value: (row) => row.adjustments },
    { header: t('reports.newPlayers'), kind: 'count', value: (row) => row.new_players },
    { header: t('reports.activePlayers'), kind: 'count', value: (row) => row.active_players },
  ];
}

export function providerColumns(t: TFunction): ReportColumn<ProviderRow>[] {
  return [
    { header: t('reports.provider'), kind: 'text', value: (row) => row.provider },
    ...gameFigures<ProviderRow>(t),
  ];
}

export function gameColumns(t: TFunction): ReportColumn<GameRow>[] {
  return [
    { header: t('reports.game'), kind: 'text', value: (row) => row.name },
    { header: t('reports.provider'), kind: 'text', value: (row) => row.provider },
    ...gameFigures<GameRow>(t),
  ];
}

import { observer } from 'mobx-react-lite';
import { useStores } from '@wl/core';
import { formatAbbreviated, useTranslation } from '@wl/i18n';
import { HomeSection } from './HomeSection';
import { formatUnits, maskAccount } from './home-format';
import type { HomeStore } from './home-store';

/** The ten biggest wins, and the site's withdrawal statistics. */
export const Winners = observer(function Winners({ home }: { home: HomeStore }) {
  const { t } = useTranslation();
  const { site: layout, locale } = useStores();
  if (!home.isShown('winners')) return null;
  const currency = layout.site?.currency ?? 'USD';
  const language = locale.language;
  const stats = home.stats;
  const count = (value: number) => formatAbbreviated(value, language);
  const figures = stats
    ? [
        {
          key: 'withdrawn',
          label: t('homeStatsWithdrawn'),
          value: formatUnits(stats.withrawal, currency, language),
        },
        { key: 'winners', label: t('homeStatsWinners'), value: count(stats.winner) },
        { key: 'hour', label: t('homeStatsLastHour'), value: count(stats.hour_withdrawal) },
        { key: 'registered', label: t('homeStatsRegistered'), value: count(stats.registered_player) },
        { key: 'active', label: t('homeStatsActive'), value: count(stats.active_player) },
        { key: 'deposited', label: t('homeStatsDeposited'), value: count(stats.deposited_player) },
      ]
    : [];
  return (
    <HomeSection name="winners" title={t('homeWinnersTitle')} className="wl-winners">
      {home.winners.length > 0 ? (
        <ol className="wl-winners__list">
          {home.winners.map((winner, i) => (
            <li className="wl-winners__item" key={i}>
              <span className="wl-winners__player">{maskAccount(winner.account_id)}</span>
              <span className="wl-winners__game">{winner.game_name}</span>
              <span className="wl-winners__amount">{formatUnits(winner.amount, currency, language)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {figures.length > 0 ? (
        <div className="wl-stats">
          <h3 className="wl-stats__title">{t('homeStatsTitle')}</h3>
          <dl className="wl-stats__list">
            {figures.map((figure) => (
              <div className={`wl-stats__figure wl-stats__figure--${figure.key}`} key={figure.key}>
                <dt className="wl-stats__label">{figure.label}</dt>
                <dd className="wl-stats__value">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </HomeSection>
  );
});

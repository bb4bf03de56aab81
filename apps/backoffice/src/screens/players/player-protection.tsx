import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '../../stores/players/player-store';
import { formatMoment } from './player-format';

/** The player's limits in force, the session limit and every exclusion (read only). */
export function PlayerProtection({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const { protection } = player;
  const amount = (major: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: player.currency }).format(major);
  const limits = protection.limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  return (
    <section className="bo-card" aria-labelledby="player-protection">
      <h2 id="player-protection">{t('players.protection')}</h2>
      <dl className="bo-facts">
        {limits.map((limit) => (
          <Fragment key={`${limit.type}-${limit.period}`}>
            <dt>
              {limit.type === 'deposit' ? t('players.depositLimit') : t('players.lossLimit')} ({limit.period})
            </dt>
            <dd>{limit.amount === null ? t('players.none') : amount(limit.amount)}</dd>
          </Fragment>
        ))}
        <dt>{t('players.sessionLimit')}</dt>
        <dd>
          {protection.session_limit.minutes === null
            ? t('players.none')
            : t('players.minutes', { count: protection.session_limit.minutes })}
        </dd>
        <dt>{t('players.exclusion')}</dt>
        <dd>
          {protection.exclusion
            ? t('players.excludedUntil', {
                kind: protection.exclusion.type,
                until: formatMoment(protection.exclusion.ends_at, i18n.language),
              })
            : t('players.none')}
        </dd>
        <dt>{t('players.pastExclusions')}</dt>
        <dd>{player.exclusions.length}</dd>
      </dl>
    </section>
  );
}

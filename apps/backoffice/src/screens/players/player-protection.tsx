import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '../../stores/players/player-store';
import { formatMoment } from './player-format';

/**
 * The player's limits in force (the lower of their own and the operator's cap, each shown), the session
 * limit and every exclusion (read only).
 */
export function PlayerProtection({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const { protection } = player;
  const amount = (major: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: player.currency }).format(major);
  const limits = protection.limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  const money = (major: number | null) => (major === null ? t('players.none') : amount(major));
  const minutes = (value: number | null) =>
    value === null ? t('players.none') : t('players.minutes', { count: value });
  const session = protection.session_limit;
  return (
    <section className="bo-card" aria-labelledby="player-protection">
      <h2 id="player-protection">{t('players.protection')}</h2>
      <dl className="bo-facts">
        {limits.map((limit) => (
          <Fragment key={`${limit.type}-${limit.period}`}>
            <dt>
              {limit.type === 'deposit' ? t('players.depositLimit') : t('players.lossLimit')} ({limit.period})
            </dt>
            <dd data-testid={`limit-${limit.type}-${limit.period}`}>
              {money(limit.amount)}
              {limit.operator_cap !== null &&
                ` (${t('players.capDetail', { own: money(limit.own_amount), cap: money(limit.operator_cap) })})`}
            </dd>
          </Fragment>
        ))}
        <dt>{t('players.sessionLimit')}</dt>
        <dd data-testid="limit-session">
          {minutes(session.minutes)}
          {session.operator_cap !== null &&
            ` (${t('players.capDetail', { own: minutes(session.own_minutes), cap: minutes(session.operator_cap) })})`}
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

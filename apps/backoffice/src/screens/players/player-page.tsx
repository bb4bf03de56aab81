import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@wl/router';
import { Spinner } from '@wl/ui';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { PlayerActions } from './player-actions';
import { PlayerAdjust } from './player-adjust';
import { formatMoment, statusText } from './player-format';
import { PlayerBets, PlayerCashier, PlayerRounds } from './player-history';
import { PlayerNotes } from './player-notes';
import { PlayerLimitCap } from './player-limit-cap';
import { PlayerProtection } from './player-protection';
import { PlayerStatement } from './player-statement';
import { useMoney } from './use-money';

/**
 * One player's page: profile, balances, limits, the actions the role allows, the staff's notes, the
 * statement, then the deposits and withdrawals, the game rounds and the sports bets.
 */
export const PlayerPage = observer(function PlayerPage() {
  const { t, i18n } = useTranslation();
  const { player: store } = useBackoffice();
  const [params] = useSearchParams();
  const siteId = Number(params.get('site'));
  const accountId = params.get('account') ?? '';

  useEffect(() => {
    if (Number.isInteger(siteId) && siteId > 0 && accountId !== '') void store.open(siteId, accountId);
  }, [store, siteId, accountId]);

  const player = store.player;
  const money = useMoney(player);

  return (
    <section aria-labelledby="player-title" className="bo-player">
      <p>
        <Link to="/players">{t('players.back')}</Link>
      </p>
      <h1 id="player-title">{player ? player.account_id : t('players.playerTitle')}</h1>
      {store.loading && <Spinner label={t('app.loading')} />}
      <ErrorMessage error={store.error} />
      {player && (
        <>
          <p className="bo-player__site">
            {player.site_name} ·{' '}
            <span className={`bo-badge bo-status--${player.status}`} data-testid="player-status">
              {statusText(t, player.status)}
            </span>
          </p>
          <div className="bo-player__cards">
            <section className="bo-card" aria-labelledby="player-profile">
              <h2 id="player-profile">{t('players.profile')}</h2>
              <dl className="bo-facts">
                <dt>{t('players.name')}</dt>
                <dd>{player.full_name || t('players.none')}</dd>
                <dt>{t('players.phone')}</dt>
                <dd>
                  {player.contact_phone}{' '}
                  {player.phone_verified ? t('players.verified') : t('players.notVerified')}
                </dd>
                <dt>{t('players.email')}</dt>
                <dd className="bo-wrap">{player.contact_email || t('players.none')}</dd>
                <dt>{t('players.joined')}</dt>
                <dd>{formatMoment(player.created_at, i18n.language)}</dd>
                <dt>{t('players.lastSignIn')}</dt>
                <dd>
                  {player.last_login_at
                    ? formatMoment(player.last_login_at, i18n.language)
                    : t('players.never')}
                </dd>
                <dt>{t('players.liveSessions')}</dt>
                <dd data-testid="player-sessions">{player.live_sessions}</dd>
              </dl>
            </section>
            <section className="bo-card" aria-labelledby="player-balances">
              <h2 id="player-balances">{t('players.balances')}</h2>
              <dl className="bo-facts">
                <dt>{t('players.gameBalance')}</dt>
                <dd data-testid="balance-game" className="bo-amount">
                  {money.amount(player.balances.game_minor)}
                </dd>
                <dt>{t('players.heldBalance')}</dt>
                <dd className="bo-amount">{money.amount(player.balances.held_game_minor)}</dd>
                <dt>{t('players.bonusBalance')}</dt>
                <dd className="bo-amount">{money.amount(player.balances.bonus_game_minor)}</dd>
                <dt>{t('players.tokens')}</dt>
                <dd className="bo-amount">{money.count(player.balances.tokens)}</dd>
                <dt>{t('players.frozenTokens')}</dt>
                <dd className="bo-amount">{money.count(player.balances.frozen_tokens)}</dd>
              </dl>
            </section>
            <PlayerProtection player={player} />
          </div>
          {store.canAdjust && <PlayerAdjust />}
          {(store.canSupport || store.canMessage) && <PlayerActions />}
          {store.canSupport && <PlayerLimitCap />}
          <PlayerNotes />
          <PlayerStatement />
          <PlayerCashier currency={player.currency} />
          <PlayerRounds currency={player.currency} />
          <PlayerBets currency={player.currency} />
        </>
      )}
    </section>
  );
});

import { useTranslation } from '@wl/i18n';
import { RoundButton, RoundNet, type RoundListProps } from './RoundTable';

/** Phones: one card per round, newest first: game and time, provider, the amounts, the round. */
export function RoundCards({ rounds, format, onOpen }: RoundListProps) {
  const { t } = useTranslation();
  return (
    <ul className="wl-bets__cards" aria-label={t('betsTitle')}>
      {rounds.map((round) => (
        <li key={round.key} className="wl-bets__card">
          <div className="wl-bets__card-head">
            <span className="wl-bets__game">{round.game_name}</span>
            <span>
              <span className="wl-visually-hidden">{t('betsNet')} </span>
              <RoundNet round={round} format={format} />
            </span>
          </div>
          <p className="wl-bets__card-meta">
            <span>{round.provider_name}</span>
            <time dateTime={round.started_at}>{format.time(round.started_at)}</time>
          </p>
          <dl className="wl-bets__card-amounts">
            <div>
              <dt>{t('betsBet')}</dt>
              <dd>{format.money(round.bet)}</dd>
            </div>
            <div>
              <dt>{t('betsWin')}</dt>
              <dd>{format.money(round.win)}</dd>
            </div>
            <div>
              <dt>{t('betsRound')}</dt>
              <dd>
                <RoundButton round={round} onOpen={onOpen} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

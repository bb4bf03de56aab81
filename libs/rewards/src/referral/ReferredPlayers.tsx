import type { ReferredPlayer } from '@wl/api';
import { formatDate, useTranslation } from '@wl/i18n';
import type { RewardsFormat } from '../lib/rewards-format';
import { referredStatus } from './referral-text';

/**
 * The players who signed up with the player's code (masked, newest first): a table with a header for
 * each column and the player's name heading each row. Its cells wrap (the rewards' column breaks long
 * words anywhere), so it fits a phone's width without sideways scrolling.
 */
export function ReferredPlayers({
  players,
  format,
  language,
}: {
  players: readonly ReferredPlayer[];
  format: RewardsFormat;
  language: string;
}) {
  const { t } = useTranslation('rewards');
  return (
    <section className="wl-rw__card" aria-labelledby="wl-referral-players">
      <h2 className="wl-rw__card-title" id="wl-referral-players">
        {t('referred')}
      </h2>
      {players.length === 0 ? (
        <p className="wl-rw__empty">{t('refNone')}</p>
      ) : (
        <table className="wl-referral__table" aria-labelledby="wl-referral-players">
          <thead>
            <tr>
              <th scope="col">{t('boardPlayer')}</th>
              <th scope="col">{t('joined')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col" className="wl-referral__money">
                {t('commission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((player, index) => (
              // Masked names can repeat: the position keeps the rows apart.
              <tr key={`${index}-${player.account}`} data-testid="referred-row">
                <th scope="row">{player.account}</th>
                <td>{formatDate(player.joined_at, language)}</td>
                <td>
                  <span className={`wl-rw__badge wl-referral__status--${player.status}`}>
                    {referredStatus(t, player.status)}
                  </span>
                </td>
                <td className="wl-referral__money">{format.money(player.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

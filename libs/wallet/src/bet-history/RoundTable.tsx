import { useTranslation } from '@wl/i18n';
import type { ShownRound } from './shown-round';
import { netClass, type RoundFormat } from './use-round-format';

export interface RoundListProps {
  rounds: readonly ShownRound[];
  format: RoundFormat;
  onOpen: (round: ShownRound) => void;
}

/** The button that opens a round's detail: its id, named for what it does. */
export function RoundButton({ round, onOpen }: { round: ShownRound; onOpen: (round: ShownRound) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="wl-bets__round"
      aria-label={t('betsRoundTitle', { id: round.round_id })}
      title={round.round_id}
      aria-haspopup="dialog"
      onClick={() => onOpen(round)}
    >
      {round.round_id}
    </button>
  );
}

/** A round's net amount, signed and coloured, or "In play" while the round is open. */
export function RoundNet({ round, format }: { round: ShownRound; format: RoundFormat }) {
  const { t } = useTranslation();
  if (round.status === 'open') return <span className="wl-bets__open">{t('betsInPlay')}</span>;
  return <span className={netClass(round.net)}>{format.signed(round.net)}</span>;
}

/** The table's column headings (the skeleton has them too, so the table keeps its place). */
export function RoundTableHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('betsTime')}</th>
        <th scope="col">{t('betsGame')}</th>
        <th scope="col">{t('betsProvider')}</th>
        <th scope="col" className="wl-bets__amount">
          {t('betsBet')}
        </th>
        <th scope="col" className="wl-bets__amount">
          {t('betsWin')}
        </th>
        <th scope="col" className="wl-bets__amount">
          {t('betsNet')}
        </th>
        <th scope="col">{t('betsRound')}</th>
      </tr>
    </thead>
  );
}

/** Tablets and desktops: one row per round, newest first. */
export function RoundTable({ rounds, format, onOpen }: RoundListProps) {
  const { t } = useTranslation();
  return (
    <table className="wl-bets__table" aria-label={t('betsTitle')}>
      <RoundTableHead />
      <tbody>
        {rounds.map((round) => (
          <tr key={round.key}>
            <td>
              <time dateTime={round.started_at}>{format.time(round.started_at)}</time>
            </td>
            <th scope="row" className="wl-bets__game">
              {round.game_name}
            </th>
            <td>{round.provider_name}</td>
            <td className="wl-bets__amount">{format.money(round.bet)}</td>
            <td className="wl-bets__amount">{format.money(round.win)}</td>
            <td className="wl-bets__amount">
              <RoundNet round={round} format={format} />
            </td>
            <td>
              <RoundButton round={round} onOpen={onOpen} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

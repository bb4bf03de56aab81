import { useTranslation } from '@wl/i18n';
import { RoundTableHead } from './RoundTable';

/** A placeholder line the size of the text it stands for. */
export const Bone = ({ width }: { width: string }) => <span className="wl-bets__bone" style={{ width }} />;

/**
 * The history's shape while its rounds are on the way: as many rows (or cards) as it shows, each exactly
 * the height of a real one, so nothing moves when they arrive. Hidden from assistive technology, which
 * hears "Loading" instead.
 */
export function RoundSkeleton({ rows, cards }: { rows: number; cards: boolean }) {
  const { t } = useTranslation();
  const list = Array.from({ length: rows }, (_, index) => index);
  return (
    <div className="wl-bets__skeleton">
      <p className="wl-visually-hidden" role="status">
        {t('loading')}
      </p>
      {cards ? (
        <ul className="wl-bets__cards" aria-hidden="true">
          {list.map((row) => (
            <li key={row} className="wl-bets__card">
              <div className="wl-bets__card-head">
                <Bone width="45%" />
                <Bone width="20%" />
              </div>
              <p className="wl-bets__card-meta">
                <Bone width="30%" />
                <Bone width="35%" />
              </p>
              <div className="wl-bets__card-amounts">
                <Bone width="70%" />
                <Bone width="70%" />
                <Bone width="70%" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <table className="wl-bets__table" aria-hidden="true">
          <RoundTableHead />
          <tbody>
            {list.map((row) => (
              <tr key={row}>
                {['70%', '80%', '60%', '55%', '55%', '55%', '65%'].map((width, cell) => (
                  <td key={cell}>
                    <Bone width={width} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import type { FreeRoundGrant } from '@wl/api';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { usePromotions } from '../lib/rewards-features';
import type { RewardsFormat } from '../lib/rewards-format';
import { freeSpinsPath } from './promotions-store';
import { grantSourceText } from './promotion-text';

/** A grant's state, once it has none left to play: used up, or past its time. */
function EndedBadge({ state }: { state: FreeRoundGrant['state'] }) {
  const { t } = useTranslation('rewards');
  if (state === 'active') return null;
  return <span className="wl-rw__badge">{state === 'used' ? t('used') : t('expired')}</span>;
}

/** One grant: its slot, the spins left, the stake, its end and source, and Play while spins are left. */
const FreeSpinsGrant = observer(function FreeSpinsGrant({
  grant,
  format,
}: {
  grant: FreeRoundGrant;
  format: RewardsFormat;
}) {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  const active = grant.state === 'active';
  let end: string | null = null;
  if (active) end = t('boardEnds', { time: format.time(grant.expires_at) });
  else if (grant.state === 'expired') end = t('boardEnded', { time: format.time(grant.expires_at) });
  return (
    <li
      className={active ? 'wl-promos__grant' : 'wl-promos__grant wl-promos__grant--ended'}
      data-testid="free-spin-grant"
    >
      <div className="wl-promos__grant-body">
        <p className="wl-promos__grant-head">
          <span className="wl-promos__grant-game">{grant.game_name}</span>
          <EndedBadge state={grant.state} />
        </p>
        <p className="wl-promos__grant-spins">
          <span className="wl-promos__grant-left">
            {t('spinsLeft', { left: format.number(grant.rounds_left), total: format.number(grant.rounds) })}
          </span>
          <span>{t('perSpin', { bet: format.money(grant.bet) })}</span>
        </p>
        <p className="wl-promos__grant-spins wl-promos__grant-note">
          {end ? <span>{end}</span> : null}
          <span>{grantSourceText(t, grant.source)}</span>
        </p>
      </div>
      {active ? (
        <Link
          className="wl-button wl-promos__play"
          to={locale.path(freeSpinsPath(grant))}
          aria-label={t('ui:gamesPlayGame', { name: grant.game_name })}
        >
          {t('ui:gamesPlay')}
        </Link>
      ) : null}
    </li>
  );
});

/**
 * "Your free spins": the spins granted to the player (by the lucky spin, a promotion or the site), those
 * with rounds left first, each with the way to its game, where they are played; used and expired ones
 * muted, with their state. Not shown while the player has none.
 */
export const FreeSpinsList = observer(function FreeSpinsList({ format }: { format: RewardsFormat }) {
  const { t } = useTranslation('rewards');
  const grants = usePromotions().freeRounds;
  if (grants.length === 0) return null;
  return (
    <section className="wl-rw__card" aria-labelledby="wl-promos-spins" data-testid="free-spins">
      <h2 className="wl-rw__card-title" id="wl-promos-spins">
        {t('freeSpinsTitle')}
      </h2>
      <ul className="wl-promos__grants">
        {grants.map((grant) => (
          <FreeSpinsGrant key={grant.id} grant={grant} format={format} />
        ))}
      </ul>
    </section>
  );
});

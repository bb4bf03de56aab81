import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@wl/core';
import { useWallet } from '@wl/wallet';

/**
 * The player's token balance from the shared store, or the sign-in message for a guest. `soon` says what
 * the page will offer once its game is live; nothing here is simulated.
 */
export const PlayerTokens = observer(function PlayerTokens({ soon }: { soon: string }) {
  const { t } = useTranslation();
  const { session: user } = useStores();
  const wallet = useWallet();
  if (!user.isAuthenticated) {
    return (
      <p className="minigame-note minigame-note--guest" data-testid="minigame-guest">
        {t('signInToPlay')}
      </p>
    );
  }
  return (
    <>
      <div className="minigame-tokens" data-testid="minigame-tokens">
        <span className="minigame-tokens__label">{t('tokenBalance')}</span>
        <span className="minigame-tokens__value">{wallet.game.token}</span>
      </div>
      <p className="minigame-note">{soon}</p>
    </>
  );
});

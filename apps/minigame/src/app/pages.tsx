import { useTranslation } from 'react-i18next';
import { LuckyWheel } from './LuckyWheel';
import { PlayerTokens } from './PlayerTokens';

export function MinigamePage() {
  const { t } = useTranslation();
  return (
    <section className="minigame-card" data-page="minigame">
      <h1 className="minigame-card__title">{t('minigameTitle')}</h1>
      <PlayerTokens soon={t('minigameSoon')} />
    </section>
  );
}

export function SpinPage() {
  const { t } = useTranslation();
  return (
    <section className="minigame-card" data-page="spin">
      <h1 className="minigame-card__title">{t('spinTitle')}</h1>
      <LuckyWheel />
      <PlayerTokens soon={t('spinSoon')} />
    </section>
  );
}

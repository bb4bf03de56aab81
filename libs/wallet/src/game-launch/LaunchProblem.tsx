import { useTranslation } from '@wl/i18n';

export interface LaunchProblemProps {
  /** The `errors` key of what went wrong (gameUnavailable, funModeUnavailable, disconnect...). */
  errorKey: string;
  /** Offered when asking again may help (the provider or the connection was away). */
  onRetry?: () => void;
  /** Offered when signing in opens the game (it has no fun mode). */
  onSignIn?: () => void;
}

/** Why the game did not open, where the game would be, with the one way forward that helps. */
export function LaunchProblem({ errorKey, onRetry, onSignIn }: LaunchProblemProps) {
  const { t } = useTranslation();
  // The platform's keys are in the errors file; one it does not know is an unexpected error.
  const message = t(`errors:${errorKey}`, { defaultValue: t('errors:unknownError') });
  return (
    <section className="wl-play__problem" role="alert">
      <p className="wl-play__problem-text">{message}</p>
      {onSignIn ? (
        <button type="button" className="wl-play__action wl-play__action--primary" onClick={onSignIn}>
          {t('_m:login')}
        </button>
      ) : null}
      {onRetry ? (
        <button type="button" className="wl-play__action" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </section>
  );
}

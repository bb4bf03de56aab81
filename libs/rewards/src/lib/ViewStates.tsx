import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { ErrorPanel } from '@wl/ui';
import { errorText } from './texts';

export type RewardsView = 'unavailable' | 'loading' | 'failed' | 'ready';

/** A site that offers no rewards (its gamify_status is off): said plainly, with the way home. */
export function RewardsUnavailable() {
  const { t } = useTranslation('rewards');
  const { locale } = useStores();
  return (
    <section className="wl-rw__card wl-rw__unavailable" data-testid="rewards-unavailable">
      <h2 className="wl-rw__card-title">{t('unavailableTitle')}</h2>
      <p className="wl-rw__note">{t('errors:rewardsUnavailable')}</p>
      <Link className="wl-rw__link" to={locale.path('/')}>
        {t('ui:backHome')}
      </Link>
    </section>
  );
}

/**
 * What a rewards screen shows for its state: the site offers no rewards, the skeleton (with its final
 * sizes, so nothing moves when the data comes) and a hidden "Loading" status, the failure with a retry,
 * or the screen itself. An observer: what `children` reads of the stores is tracked here, where it runs.
 */
export const ViewStates = observer(function ViewStates({
  view,
  errorKey,
  onRetry,
  skeleton,
  children,
}: {
  view: RewardsView;
  errorKey: string | null;
  onRetry: () => void;
  skeleton: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('rewards');
  switch (view) {
    case 'unavailable':
      return <RewardsUnavailable />;
    case 'failed':
      return (
        <ErrorPanel
          message={errorText(t, errorKey ?? 'unknownError')}
          actionLabel={t('ui:retry')}
          onAction={onRetry}
        />
      );
    case 'loading':
      return (
        <>
          <p className="wl-visually-hidden" role="status">
            {t('ui:loading')}
          </p>
          {skeleton}
        </>
      );
    case 'ready':
      return <>{children()}</>;
  }
});

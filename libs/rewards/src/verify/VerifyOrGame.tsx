import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Link, useSearchParams } from '@wl/router';
import { VerifyView } from './VerifyView';

/** The query that shows a game page's fairness view in place of the game (/spin?view=verify). */
const VIEW = 'view';
const VERIFY = 'verify';

/** The way from a game to its fairness view. */
export function VerifyLink() {
  const { t } = useTranslation('rewards');
  return (
    <Link className="wl-rw__link" to={{ search: `?${VIEW}=${VERIFY}` }}>
      {t('verifyOpen')}
    </Link>
  );
}

/**
 * A game page shows the game, or with `?view=verify` the fairness view (the seeds, their rotation, the
 * rounds and their checks) with the way back: the spec's routes are fixed, so the view is a query of the
 * game's own page, and a link to it can be shared or bookmarked.
 */
export function VerifyOrGame({ game }: { game: ReactNode }) {
  const { t } = useTranslation('rewards');
  const [params] = useSearchParams();
  if (params.get(VIEW) !== VERIFY) return <>{game}</>;
  return (
    <>
      <Link className="wl-rw__link wl-rw__back" to={{ search: '' }}>
        <span aria-hidden="true">← </span>
        {t('verifyBack')}
      </Link>
      <VerifyView />
    </>
  );
}

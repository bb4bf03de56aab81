import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '@wl/i18n';
import { Spinner } from '@wl/ui';

/** A page's place while its chunk and texts come: the stage keeps its size, a status says so. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="minigame-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * A page of @wl/rewards (a shared module: one copy of its stores for the shell, the templates and this
 * remote), reached by a dynamic import so that this remote's entry stays small; its chunk comes with
 * the rewards' texts.
 */
function rewardsPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function RewardsPageChunk() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}

/** /minigame: dice for tokens (and the fairness view of both games). */
export const MinigamePage = rewardsPage(() =>
  import('@wl/rewards').then((rewards) => rewards.loadDicePage()),
);

/** /spin: the lucky wheel, inside the site's template layout. */
export const SpinPage = rewardsPage(() => import('@wl/rewards').then((rewards) => rewards.loadSpinPage()));

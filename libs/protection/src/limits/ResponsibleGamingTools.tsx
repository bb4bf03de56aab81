import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@wl/i18n';
import { ModuleLoaderStore, usePaletteScheme, useStores } from '@wl/core';
import { useLocation } from '@wl/router';
import { ErrorPanel } from '@wl/ui';
import { prepareResponsibleGamingTools, toolsTextsReady } from './tools-texts';
import { ToolsSkeleton } from './ToolsSkeleton';
import './rg-slot.css';

/** The signed-in player's tools: a chunk of their own, loaded only for a player. */
const loadTools = (): Promise<ComponentType> =>
  import(/* webpackChunkName: "protection-tools" */ './PlayerTools').then((module) => module.PlayerTools);
let loadedTools: ComponentType | undefined;

/** The player's tools once their chunk is in; a failed download says so, with a retry. */
const MemberTools = observer(function MemberTools() {
  const { t } = useTranslation();
  const root = useStores();
  const [loader] = useState(
    () =>
      new ModuleLoaderStore(
        () =>
          loadTools().then((tools) => {
            loadedTools = tools;
            return tools;
          }),
        (error) => void root.handleLoadError(error),
        loadedTools,
      ),
  );
  useEffect(() => {
    void loader.start();
  }, [loader]);
  if (loader.status === 'failed') {
    return (
      <ErrorPanel
        message={t('errors:unknownError')}
        actionLabel={t('retry')}
        onAction={() => void loader.start()}
      />
    );
  }
  const Tools = loader.module;
  return Tools ? <Tools /> : <ToolsSkeleton />;
});

/** A guest is invited to log in to use the tools, on the template's login page or modal. */
function SignInPrompt() {
  const { t } = useTranslation('protection');
  const { loginEntry } = useStores();
  const { pathname, search } = useLocation();
  return (
    <div className="wl-rg__prompt">
      <p>{t('toolsSignIn')}</p>
      <button type="button" className="wl-button" onClick={() => loginEntry.open(`${pathname}${search}`)}>
        {t('_m:login')}
      </button>
    </div>
  );
}

/**
 * The tools of /responsible-gaming above the site's text: a guest's invitation to log in (rendered by the
 * server too), and for a signed-in player the limits, the session settings, the breaks and the history.
 * While a player's session may still come back (`session.pending`), their place is kept by a skeleton.
 */
const ResponsibleGamingSlot = observer(function ResponsibleGamingSlot() {
  const { t } = useTranslation('protection');
  const { session } = useStores();
  const colorScheme = usePaletteScheme();
  let body;
  if (session.member) body = <MemberTools />;
  else if (session.pending) body = <ToolsSkeleton />;
  else body = <SignInPrompt />;
  return (
    <section className="wl-rg" aria-labelledby="wl-rg-title" style={{ colorScheme }} data-testid="rg-tools">
      <h2 className="wl-rg__title" id="wl-rg-title">
        {t('toolsTitle')}
      </h2>
      {body}
    </section>
  );
});

/** The slot once its texts are in (the first time only: then they follow every language switch). */
const WithTexts = lazy(() =>
  prepareResponsibleGamingTools().then(() => ({ default: ResponsibleGamingSlot })),
);

/**
 * The tools in the content page. The same boundary either way, so the server's markup and the
 * browser's hydration agree: the browser has the texts before it hydrates (the page's preload), a server
 * render waits for them.
 */
export function ResponsibleGamingTools() {
  return <Suspense fallback={null}>{toolsTextsReady() ? <ResponsibleGamingSlot /> : <WithTexts />}</Suspense>;
}

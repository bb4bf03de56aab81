import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { useLocation } from '@wl/router';
import { Spinner, lockPageScroll } from '@wl/ui';
import { gameKeyFromSearch } from './game-key';
import { useGameLaunch } from './game-launch-feature';
import { inertAround } from './inert-around';
import { LaunchProblem } from './LaunchProblem';
import { PlayBar } from './PlayBar';
import './play-now.css';

/**
 * What the game's page may do in the frame: run as the page of its own origin, and leave for the site
 * only when the player asks (its lobby and cashier links); never take the site's page away by itself.
 */
const FRAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
  'allow-orientation-lock',
  'allow-pointer-lock',
].join(' ');

/**
 * /playnow?provider_code=..&game_code=..: the game in a frame filling the screen under a slim bar. The
 * signed-in player plays for real money, a guest in fun mode. Nothing of the player is server-rendered:
 * the server's page (and the first render in the browser) shows the bar and the loading state, and the
 * game is launched once the session is known.
 */
export const PlayNowPage = observer(function PlayNowPage() {
  const { t } = useTranslation();
  const store = useStores();
  const launch = useGameLaunch();
  const { pathname, search } = useLocation();
  const game = useMemo(() => gameKeyFromSearch(search), [search]);
  const provider = game?.provider_code;
  const code = game?.game_code;
  const { session } = store;
  const waiting = session.pending;
  // A sign-in or a logout on this page launches the game again, for real or for fun.
  const player = session.member?.account_id ?? '';

  useEffect(() => {
    if (waiting || !provider || !code) return;
    void launch.open({ provider_code: provider, game_code: code });
  }, [launch, provider, code, waiting, player]);
  useEffect(() => () => launch.close(), [launch]);

  // The game covers the site: its layout stays out of reach and still behind it.
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = screen.current;
    if (!element) return undefined;
    const unlock = lockPageScroll();
    const restore = inertAround(element);
    return () => {
      restore();
      unlock();
    };
  }, []);

  const signIn = () => store.loginEntry.open(`${pathname}${search}`);
  let stage;
  if (!game) stage = <LaunchProblem errorKey="gameUnavailable" />;
  else if (launch.status === 'failed') {
    const key = launch.errorKey ?? 'unknownError';
    stage = (
      <LaunchProblem
        errorKey={key}
        onRetry={launch.retryable ? () => void launch.retry() : undefined}
        onSignIn={key === 'funModeUnavailable' ? signIn : undefined}
      />
    );
  } else if (launch.game) {
    stage = (
      <iframe
        key={launch.game.url}
        className="wl-play__frame"
        src={launch.game.url}
        title={launch.game.game_name || launch.game.game_code}
        allow="fullscreen; autoplay"
        sandbox={FRAME_SANDBOX}
        referrerPolicy="origin"
      />
    );
  } else {
    stage = <Spinner label={t('loading')} />;
  }

  return (
    <div ref={screen} className="wl-play" data-mode={launch.mode ?? undefined}>
      <PlayBar missing={!game} />
      <div className="wl-play__stage" aria-busy={launch.loading && game !== null}>
        {stage}
      </div>
    </div>
  );
});

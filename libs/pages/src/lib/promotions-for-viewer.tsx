import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useStores } from '@wl/core';

/**
 * The guest's page until this browser has hydrated and knows a signed-in player, then the player's: the
 * server renders every page as a guest sees it, so the first render in the browser must be that too.
 */
export const PromotionsForViewer = observer(function PromotionsForViewer({
  guest,
  player,
}: {
  guest: ReactNode;
  player: ReactNode;
}) {
  const { session } = useStores();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <>{hydrated && session.isAuthenticated ? player : guest}</>;
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType } from 'react';
import { ModuleLoaderStore, useStores } from '@wl/core';

/**
 * Player protection's overlays (@wl/protection/signed-in: the last sign-in notice once after each
 * sign-in, the reality check): a chunk fetched only once a player is signed in, with its texts, so a
 * guest's page never downloads it. Kept once loaded, for the next sign-in on this page.
 */
let loaded: ComponentType | undefined;
const loadProtectionOverlays = (): Promise<ComponentType> =>
  import(/* webpackChunkName: "protection-overlays" */ '@wl/protection/signed-in').then(async (module) => {
    await module.protectionMessagesReady();
    loaded = module.ProtectionOverlays;
    return module.ProtectionOverlays;
  });

/** The overlays of a signed-in player, as soon as their chunk is in; a failed download is logged. */
const MemberOverlays = observer(function MemberOverlays() {
  const store = useStores();
  const [loader] = useState(
    () => new ModuleLoaderStore(loadProtectionOverlays, (error) => void store.handleLoadError(error), loaded),
  );
  useEffect(() => {
    void loader.start();
  }, [loader]);
  const Overlays = loader.status === 'ready' ? loader.module : null;
  return Overlays ? <Overlays /> : null;
});

/** What the shell shows over every template while a player is signed in (nothing for a guest). */
export const SignedInOverlays = observer(function SignedInOverlays() {
  const { session } = useStores();
  return session.member ? <MemberOverlays /> : null;
});

import { LastSignInNotice } from './LastSignInNotice';
import { RealityCheckDialog } from './RealityCheckDialog';

/** What the shell mounts over every template while a player is signed in. */
export function ProtectionOverlays() {
  return (
    <>
      <LastSignInNotice />
      <RealityCheckDialog />
    </>
  );
}

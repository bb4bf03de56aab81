import type { SignInRecord } from '@wl/contract';
import type { SignInView } from '../player-types';
import { deviceLabel } from './device-label';

/** A sign-in on the wire: when, from where, and the device its user agent names. */
export function signInWire(view: SignInView): SignInRecord {
  return {
    at: view.at.toISOString(),
    address: view.address,
    device: deviceLabel(view.userAgent),
    user_agent: view.userAgent,
  };
}

import type { Feature } from '@wl/core';
import { favouritesFeature, vipFeature } from '@wl/member';
import { walletFeature } from '@wl/wallet';

/**
 * The player's data the site loads with the session (spec section 3): balance, VIP progress and
 * favourites are fetched after sign-in and on start, whichever page shows them. This module is a chunk of
 * its own (`RootStore.memberFeatures`): a guest never downloads it or the shared libs it names.
 */
export const MEMBER_FEATURES: readonly Feature<object>[] = [walletFeature, vipFeature, favouritesFeature];

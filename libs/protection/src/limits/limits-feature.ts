import { defineFeature, useFeature, type RootStore } from '@wl/core';
import type { Exclusion } from '@wl/api';
import { protectionFormat } from '../lib/format';
import { realityCheckFeature } from '../overlays/reality-check-feature';
import { LimitsStore, type ExclusionType } from './limits-store';

/** How long the notice of a started time-out or self-exclusion stays: long enough to read its end. */
export const EXCLUDED_NOTICE_MS = 10_000;

/** The player confirms a time-out or self-exclusion in the page's dialog, told it cannot be undone. */
async function confirmExclusion(root: RootStore, type: ExclusionType, period: string): Promise<boolean> {
  const length = protectionFormat(root.locale.language, root.site.site?.currency ?? '').period(period);
  const result = await root.dialogs.show({
    icon: 'warning',
    title:
      type === 'timeout'
        ? root.translate('protection:confirmTimeoutTitle', { period: length })
        : root.translate('protection:confirmExclusionTitle', { period: length }),
    text: root.translate('protection:confirmExclusionText'),
    confirmLabel:
      type === 'timeout'
        ? root.translate('protection:confirmTimeout')
        : root.translate('protection:confirmExclusion'),
    cancelLabel: root.translate('messages:cancel'),
  });
  return result.outcome === 'confirmed';
}

/**
 * The exclusion has started and the platform has ended every session of the player: the player goes
 * home and this page's session ends (nothing to revoke), with a notice of when it ends.
 */
function excluded(root: RootStore, exclusion: Exclusion): void {
  const until = protectionFormat(root.locale.language, '').time(exclusion.ends_at);
  root.navigation.navigate(root.locale.path('/'));
  root.session.logout();
  root.toasts.show({
    variant: 'info',
    title:
      exclusion.type === 'timeout'
        ? root.translate('protection:timeoutStarted', { time: until })
        : root.translate('protection:exclusionStarted', { time: until }),
    durationMs: EXCLUDED_NOTICE_MS,
  });
}

/** The responsible-gaming tools' store on the page's root store: forgotten when the session ends. */
export const limitsFeature = defineFeature(
  'protection.limits',
  (root) =>
    new LimitsStore({
      platform: root,
      session: root.session,
      currency: () => root.site.site?.currency ?? '',
      confirmExclusion: (type, period) => confirmExclusion(root, type, period),
      excluded: (exclusion) => excluded(root, exclusion),
      sessionSettingsChanged: () => void root.feature(realityCheckFeature).refresh(),
    }),
);

export function useLimits(): LimitsStore {
  return useFeature(limitsFeature);
}

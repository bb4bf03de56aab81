import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Dialog } from '@wl/ui';
import { protectionFormat } from '../lib/format';
import { useRealityCheck } from './reality-check-feature';

/**
 * The reality check's dialog: the time played this session and its net result, "continue" or "stop"
 * (which logs out); and, when the session time limit is reached, the same figures with "log out". It
 * waits for the player's answer: neither Escape nor a click beside it closes it.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation('protection');
  const { session, locale } = useStores();
  const check = useRealityCheck();
  const member = session.member;
  const signedIn = member ? `${member.account_id}\u0000${member.auth}` : '';
  useEffect(() => {
    if (signedIn) void check.watch();
  }, [check, signedIn]);

  const summary = check.summary;
  if (check.state === 'closed' || !summary || !check.kind) return null;
  const format = protectionFormat(locale.language, summary.currency);
  const time = format.minutes(summary.minutesPlayed);
  const amount = format.signed(summary.net);
  if (check.kind === 'sessionLimit') {
    return (
      <Dialog
        id="reality-check"
        state={check.state}
        icon="warning"
        title={t('sessionEndTitle')}
        text={t('sessionEndText', {
          time: format.minutes(summary.limitMinutes ?? summary.minutesPlayed),
          amount,
        })}
        confirmLabel={t('realityStop')}
        cancelLabel={t('messages:close')}
        dismissOnBackdrop={false}
        dismissOnEscape={false}
        onResult={(result) => (result.outcome === 'confirmed' ? check.stop() : check.continue())}
        onClosed={check.closed}
      />
    );
  }
  return (
    <Dialog
      id="reality-check"
      state={check.state}
      icon="info"
      title={t('realityTitle')}
      text={t('realityText', { time, amount })}
      confirmLabel={t('realityContinue')}
      denyLabel={t('realityStop')}
      dismissOnBackdrop={false}
      dismissOnEscape={false}
      onResult={(result) => (result.outcome === 'denied' ? check.stop() : check.continue())}
      onClosed={check.closed}
    />
  );
});

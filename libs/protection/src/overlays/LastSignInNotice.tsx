import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { protectionFormat } from '../lib/format';

/** Long enough to read a time, an address and a device; the toast waits while hovered or focused. */
export const LAST_SIGN_IN_NOTICE_MS = 10_000;

/**
 * Once after each sign-in, the sign-in before it: "Last signed in <time> from <address>, <device>" (a
 * New Jersey rule; the platform answers it with the login). Shown in a toast, then forgotten by the
 * session, so a reload or another page does not show it again. /security keeps it on show.
 */
export const LastSignInNotice = observer(function LastSignInNotice() {
  const { t } = useTranslation('protection');
  const { session, toasts, locale } = useStores();
  const record = session.lastSignIn;
  useEffect(() => {
    // Read again here: the effect may run twice for one sign-in (React's development mode).
    const previous = session.lastSignIn;
    if (!previous) return;
    const format = protectionFormat(locale.language, '');
    toasts.show({
      variant: 'info',
      title: t('lastSignInNotice', {
        time: format.time(previous.at),
        address: previous.address,
        device: previous.device,
      }),
      text: t('lastSignInCheck'),
      durationMs: LAST_SIGN_IN_NOTICE_MS,
    });
    session.lastSignInShown();
  }, [record, session, toasts, locale, t]);
  return null;
});

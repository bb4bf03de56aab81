import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { ToastStack } from '@wl/ui';

/** The toasts of the toast store, bottom-right. */
export const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  const { t } = useTranslation();
  return (
    <ToastStack
      toasts={toasts.toasts}
      onDismiss={(id) => toasts.dismiss(id)}
      closeLabel={t('messages:close')}
      label={t('notifications')}
      position="bottom-right"
    />
  );
});

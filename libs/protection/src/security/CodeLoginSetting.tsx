import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '@wl/i18n';
import { errorText } from '../lib/texts';
import type { SecurityStore } from './security-store';

/** Sign-in by one-time code for this account, where the site offers it: a switch, saved at once. */
export const CodeLoginSetting = observer(function CodeLoginSetting({
  security,
}: {
  security: SecurityStore;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const setting = security.codeLogin;
  if (!setting?.available) return null;
  const notice = security.notice?.kind === 'codeLogin' ? security.notice : null;
  const error = security.actionError?.action === 'codeLogin' ? security.actionError.key : null;
  return (
    <section className="wl-protection__card" aria-labelledby={`${id}-title`}>
      <h2 className="wl-protection__card-title" id={`${id}-title`}>
        {t('codeLoginTitle')}
      </h2>
      <label className="wl-security__switch">
        <input
          type="checkbox"
          role="switch"
          checked={setting.enabled}
          disabled={security.busy !== null}
          onChange={(event) => void security.setCodeLogin(event.target.checked)}
        />
        <span>{t('codeLoginLabel')}</span>
      </label>
      <div className="wl-protection__live" role="status">
        {notice ? (
          <p className="wl-protection__done">{notice.enabled ? t('codeLoginOn') : t('codeLoginOff')}</p>
        ) : null}
      </div>
      {error ? (
        <p className="wl-protection__alert" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </section>
  );
});

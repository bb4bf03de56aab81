import { useTranslation } from '@wl/i18n';
import type { SignInRecord } from '@wl/api';
import type { ProtectionFormat } from '../lib/format';

/** The successful sign-in before this session: when, from which address, on which device. */
export function LastSignIn({ record, format }: { record: SignInRecord | null; format: ProtectionFormat }) {
  const { t } = useTranslation('protection');
  return (
    <section className="wl-protection__card" aria-labelledby="wl-security-last">
      <h2 className="wl-protection__card-title" id="wl-security-last">
        {t('lastSignInTitle')}
      </h2>
      {record ? (
        <>
          <dl className="wl-security__facts">
            <dt>{t('fieldTime')}</dt>
            <dd>
              <time dateTime={record.at}>{format.time(record.at)}</time>
            </dd>
            <dt>{t('fieldAddress')}</dt>
            <dd>{record.address}</dd>
            <dt>{t('fieldDevice')}</dt>
            <dd>{record.device}</dd>
          </dl>
          <p className="wl-protection__note">{t('lastSignInHint')}</p>
        </>
      ) : (
        <p className="wl-protection__note">{t('lastSignInNone')}</p>
      )}
    </section>
  );
}

import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { ContentFrame, DataLink } from './content-parts';
import type { InstallStore } from './install-store';
import { safeUrl } from './localized';
import { useInstallStore } from './use-content';

const InstallSection = observer(function InstallSection({
  install,
  site,
}: {
  install: InstallStore | null;
  site: string;
}) {
  const { t } = useTranslation();
  const state = install?.state ?? 'unavailable';
  const outcome = install?.outcome ?? null;
  return (
    <div className="wl-download__install" data-install={state}>
      <h2 className="wl-download__heading">{t('contentInstallTitle')}</h2>
      {state === 'installed' ? (
        <p className="wl-download__done" role="status">
          {outcome === 'accepted' ? t('contentInstallAccepted', { site }) : t('contentInstalled', { site })}
        </p>
      ) : (
        <p>{t('contentInstallBody', { site })}</p>
      )}
      {state === 'available' || state === 'prompting' ? (
        <button
          type="button"
          className="wl-button wl-download__button"
          disabled={state === 'prompting'}
          onClick={() => void install?.install()}
        >
          {t('contentInstallButton', { site })}
        </button>
      ) : null}
      {state === 'prompting' ? <p role="status">{t('contentInstallPrompting')}</p> : null}
      {outcome === 'dismissed' && state !== 'installed' ? (
        <p role="status">{t('contentInstallDismissed')}</p>
      ) : null}
      {state === 'ios' ? (
        <>
          <p>{t('contentInstallIosIntro')}</p>
          <ol className="wl-download__steps">
            <li>{t('contentInstallIosShare')}</li>
            <li>{t('contentInstallIosAdd')}</li>
            <li>{t('contentInstallIosConfirm')}</li>
          </ol>
        </>
      ) : null}
      {state === 'unavailable' ? <p className="wl-download__hint">{t('contentInstallUnavailable')}</p> : null}
    </div>
  );
});

/**
 * /download: the site's Android and iOS apps where it has them, and "Install as a web app" (the
 * browser's install prompt, the installed state, or iOS's Share, then Add to Home Screen).
 */
export const DownloadPage = observer(function DownloadPage() {
  const { t } = useTranslation();
  const { site: layout } = useStores();
  const install = useInstallStore();
  const site = layout.site;
  const name = site?.site_name ?? '';
  const android = safeUrl(site?.android_sub ?? '');
  const ios = safeUrl(site?.ios_sub ?? '');
  const icon = safeUrl(site?.manifest_icon ?? '');

  return (
    <ContentFrame page="download" kind="wl-download" title={t('contentDownloadTitle')}>
      <div className="wl-download__intro">
        {icon ? <img className="wl-download__icon" src={icon} alt="" width={72} height={72} /> : null}
        <p>{t('contentDownloadIntro', { site: name })}</p>
      </div>
      {android || ios ? (
        <div className="wl-download__apps">
          <h2 className="wl-download__heading">{t('contentDownloadApps')}</h2>
          <ul className="wl-download__list">
            {android ? (
              <li>
                <DataLink href={android} file className="wl-button wl-download__store">
                  {t('contentDownloadAndroid')}
                </DataLink>
              </li>
            ) : null}
            {ios ? (
              <li>
                <DataLink href={ios} file className="wl-button wl-download__store">
                  {t('contentDownloadIos')}
                </DataLink>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <InstallSection install={install} site={name} />
    </ContentFrame>
  );
});

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@wl/i18n';
import { useStores } from '@wl/core';
import { Link } from '@wl/router';
import { Spinner } from '@wl/ui';
import type { Remote, ViewState } from './content-store';
import { isSitePath, safeUrl } from './localized';

/** A content page: its kind's class (wl-news, wl-contact, ...) beside wl-content, and its title. */
export function ContentFrame({
  page,
  kind,
  title,
  children,
}: {
  page: string;
  kind?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={['wl-content', kind].filter(Boolean).join(' ')} data-page={page}>
      <h1 className="wl-content__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Loading, or what went wrong with a retry when asking again may help; nothing once loaded. */
export const ContentStatus = observer(function ContentStatus({
  state,
  remote,
}: {
  state: ViewState;
  remote: Remote<unknown> | null;
}) {
  const { t } = useTranslation();
  if (state === 'loading') return <Spinner label={t('loading')} />;
  if (state !== 'failed') return null;
  return (
    <div className="wl-content__state" role="alert">
      <p>{t('contentLoadFailed')}</p>
      {remote?.retryable ? (
        <button type="button" className="wl-button" onClick={() => void remote.load(true)}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
});

/** A page switched off or empty: said plainly, with the way home. */
export function ContentUnavailable() {
  const { t } = useTranslation();
  const { locale } = useStores();
  return (
    <div className="wl-content__state">
      <p>{t('contentUnavailable')}</p>
      <Link className="wl-button" to={locale.path('/')}>
        {t('backHome')}
      </Link>
    </div>
  );
}

/**
 * A link from the site's data: a path of the site through the router (with the language prefix), an
 * http(s) address in a new tab without access to this page, mailto:/tel: as they are; text when unsafe.
 */
export function DataLink({
  href,
  className,
  file = false,
  children,
}: {
  href: string;
  className?: string;
  /** A file to download (an app), not a page: a path is fetched by the browser, not the router. */
  file?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const url = safeUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  if (isSitePath(url) && !file) {
    return (
      <Link className={className} to={locale.path(url)}>
        {children}
      </Link>
    );
  }
  if (/^(mailto|tel):/i.test(url) || (file && isSitePath(url))) {
    return (
      <a className={className} href={url}>
        {children}
      </a>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="wl-visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** HTML that was sanitised before it got here (CMS pages by the store, announcements by this one). */
export function SanitisedHtml({
  html,
  className = 'wl-content__body',
}: {
  html: string;
  className?: string;
}) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { observer } from 'mobx-react-lite';
import { useSiteChrome, useStores } from '@wl/core';
import { Link } from '@wl/router';

/** The site's logo and name, linking home. */
export const Brand = observer(function Brand({ className }: { className?: string }) {
  const chrome = useSiteChrome();
  const { locale } = useStores();
  return (
    <Link to={locale.path('/')} className={`sb-brand${className ? ` ${className}` : ''}`}>
      {chrome.logoUrl ? (
        <img className="sb-brand__logo" src={chrome.logoUrl} alt="" width={40} height={40} />
      ) : null}
      <span className="sb-brand__name" data-testid="site-name">
        {chrome.siteName}
      </span>
    </Link>
  );
});

import type { ReactNode } from 'react';
import { Link } from '@wl/router';

export interface SiteHeaderProps {
  siteName: string;
  logoUrl: string;
  /** Arrangement of logo and actions; each template picks its own. */
  variant: 'centered' | 'split' | 'compact';
  actions?: ReactNode;
}

/** The site's header: its logo and name linking home, and the template's actions. */
export function SiteHeader({ siteName, logoUrl, variant, actions }: SiteHeaderProps) {
  return (
    <header className={`wl-header wl-header--${variant}`} data-testid="site-header">
      <Link to="/" className="wl-header__brand">
        <img className="wl-header__logo" src={logoUrl} alt="" width={40} height={40} />
        <span className="wl-header__name" data-testid="site-name">
          {siteName}
        </span>
      </Link>
      {actions ? <div className="wl-header__actions">{actions}</div> : null}
    </header>
  );
}

import type { ReactNode } from 'react';

export interface SiteFooterProps {
  rights: string;
  notice: string;
  children?: ReactNode;
}

export function SiteFooter({ rights, notice, children }: SiteFooterProps) {
  return (
    <footer className="wl-footer" data-testid="site-footer">
      {children}
      <p className="wl-footer__notice">{notice}</p>
      <p className="wl-footer__rights">{rights}</p>
    </footer>
  );
}

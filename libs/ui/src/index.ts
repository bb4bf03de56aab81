import './lib/ui.css';

export { CategoryNav, type CategoryNavItem, type CategoryNavProps } from './lib/category-nav';
export { CategoryTiles } from './lib/category-tiles';
export { ErrorPanel, type ErrorPanelProps } from './lib/error-panel';
export { SiteFooter, type SiteFooterProps } from './lib/site-footer';
export { SiteHeader, type SiteHeaderProps } from './lib/site-header';
export { Spinner } from './lib/spinner';

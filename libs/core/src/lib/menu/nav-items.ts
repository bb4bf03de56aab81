import type { MenuItem } from '@wl/api';

export interface NavItem {
  key: string;
  label: string;
  href: string;
}

/** The site's game menu as navigation entries. */
export function navItemsOf(menu: readonly MenuItem[]): NavItem[] {
  return menu.map((item) => ({ key: String(item.content_id), label: item.name, href: item.url }));
}

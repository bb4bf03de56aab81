import { NavLink } from '@wl/router';

export interface CategoryNavItem {
  key: string;
  label: string;
  href: string;
}

export interface CategoryNavProps {
  label: string;
  items: readonly CategoryNavItem[];
  variant: 'bar' | 'pills' | 'tabs';
}

/** The game-category navigation, scrollable sideways on small screens. */
export function CategoryNav({ label, items, variant }: CategoryNavProps) {
  return (
    <nav className={`wl-category-nav wl-category-nav--${variant}`} aria-label={label}>
      <ul className="wl-category-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.href} className="wl-category-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from '@wl/router';
import type { CategoryNavItem } from './category-nav';

/** Big tiles, one per game category, for a home page. */
export function CategoryTiles({ items, label }: { items: readonly CategoryNavItem[]; label: string }) {
  return (
    <ul className="wl-category-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} className="wl-category-tiles__tile">
            <span className="wl-category-tiles__label">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

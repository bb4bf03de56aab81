import { Link } from '@wl/router';

export interface CategoryTile {
  key: string;
  label: string;
  /** Where the tile leads, already in the page's language (/vi/slots). */
  href: string;
}

/** Big tiles, one per game category, for a home page. */
export function CategoryTiles({ items, label }: { items: readonly CategoryTile[]; label: string }) {
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

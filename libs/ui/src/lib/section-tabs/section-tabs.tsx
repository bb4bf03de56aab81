import { useEffect, useRef } from 'react';
import { Link } from '@wl/router';
import './section-tabs.css';

export interface SectionTab {
  /** Names the tab for `current`. */
  key: string;
  /** Where it leads: a path of the site in the language shown. */
  to: string;
  label: string;
}

/**
 * Links between the screens of one area (the cashier, the member area) as a row of pills: the current
 * screen marked as the page, and scrolled into view when the row is wider than a phone's screen.
 */
export function SectionTabs({
  tabs,
  current,
  label,
}: {
  tabs: readonly SectionTab[];
  current: string;
  /** Names the navigation for assistive technology. */
  label: string;
}) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="wl-section-tabs" aria-label={label} ref={nav}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              className="wl-section-tabs__tab"
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

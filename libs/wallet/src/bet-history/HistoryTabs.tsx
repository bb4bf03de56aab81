import { useRef, type KeyboardEvent } from 'react';
import type { HistoryTab } from './history-tabs';

export interface HistoryTabsProps {
  tabs: readonly { key: HistoryTab; label: string }[];
  current: HistoryTab;
  onSelect: (tab: HistoryTab) => void;
  /** The id of what names the tabs (the page's heading). */
  labelledBy: string;
  /** The ids of the tabs (`<base>-<key>`) and of the panel they show (`<base>-panel`). */
  idBase: string;
}

/** The tab an arrow key, Home or End reaches from `index` (round the row); null for other keys. */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The page's tabs (ARIA tabs): only the selected tab is in the Tab order; the arrow keys, Home and End
 * move between them and show the one they reach.
 */
export function HistoryTabs({ tabs, current, onSelect, labelledBy, idBase }: HistoryTabsProps) {
  const buttons = useRef(new Map<HistoryTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const next = nextIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  return (
    <div className="wl-bets__tabs" role="tablist" aria-labelledby={labelledBy}>
      {tabs.map((tab) => {
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idBase}-${tab.key}`}
            className="wl-bets__tab"
            aria-selected={selected}
            aria-controls={selected ? `${idBase}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={move}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

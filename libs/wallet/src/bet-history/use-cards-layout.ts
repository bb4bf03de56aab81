import { useEffect, useState, type RefObject } from 'react';
import { useStores } from '@wl/core';

/** The narrowest column the rounds' table fits in without cutting its texts short; narrower ones get cards. */
export const TABLE_MIN_WIDTH = 900;

/**
 * True when the history shows cards rather than its table: by the width of its own column, which a
 * template may narrow with side panels (a sportsbook's leagues and bet slip), not only by the screen's.
 * Until the column is measured (and where nothing measures it), the viewport decides: phones get cards.
 */
export function useCardsLayout(column: RefObject<HTMLElement | null>): boolean {
  const { viewport } = useStores();
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useEffect(() => {
    const element = column.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < TABLE_MIN_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [column]);
  return narrow ?? !viewport.isAtLeast('tablet');
}

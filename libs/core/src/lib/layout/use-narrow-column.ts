import { useEffect, useState, type RefObject } from 'react';
import { useStores } from '../stores/store-context';

/**
 * True while `column` is narrower than `width`: by the column's own width, which a template may narrow
 * with side panels (a sportsbook's leagues and bet slip), not only by the screen's. Until it is measured
 * (and where nothing measures it), phones count as narrow.
 */
export function useNarrowColumn(column: RefObject<HTMLElement | null>, width: number): boolean {
  const { viewport } = useStores();
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useEffect(() => {
    const element = column.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [column, width]);
  return narrow ?? !viewport.isAtLeast('tablet');
}

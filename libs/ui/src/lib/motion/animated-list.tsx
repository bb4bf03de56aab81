import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StyleWithVars } from './css-vars';
import { presentEntries, reconcileEntries, type ListEntry, type ListEntryPhase } from './list-entries';
import { DEFAULT_TRANSITION_EASING, DEFAULT_TRANSITION_MS, usePrefersReducedMotion } from './motion';
import './animated-list.css';

export interface AnimatedListProps<T> {
  items: readonly T[];
  /** A stable, unique key per item (an id, not the index). */
  getKey: (item: T) => string;
  /** Renders one item; `phase` tells whether it is entering, present or leaving (already removed). */
  renderItem: (item: T, phase: ListEntryPhase) => ReactNode;
  as?: 'ul' | 'ol';
  /** Transition length of entering and leaving items; the spec's default is 250 ms. */
  durationMs?: number;
  /** Any CSS timing function; the spec's default is ease-in-out. */
  easing?: string;
  className?: string;
  itemClassName?: string;
  'aria-label'?: string;
}

interface ListState<T> {
  items: readonly T[];
  entries: ListEntry<T>[];
}

/**
 * A list whose items fade and slide in when they are added and out when they are removed (CSS
 * transitions). With reduced motion asked for, items appear and disappear at once.
 */
export function AnimatedList<T>({
  items,
  getKey,
  renderItem,
  as: Tag = 'ul',
  durationMs = DEFAULT_TRANSITION_MS,
  easing = DEFAULT_TRANSITION_EASING,
  className,
  itemClassName,
  'aria-label': ariaLabel,
}: AnimatedListProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<ListState<T>>(() => ({ items, entries: presentEntries(items, getKey) }));
  let entries = state.entries;
  if (state.items !== items) {
    // Adjusting state to new props during render, so removed items never flash out for a frame.
    entries = reconcileEntries(state.entries, items, getKey, !reducedMotion);
    setState({ items, entries });
  }

  const hasEntering = entries.some((entry) => entry.phase === 'entering');
  useEffect(() => {
    if (!hasEntering) return;
    // Two frames: the first paints the start of the transition, the second starts it.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() =>
        setState((current) => ({
          ...current,
          entries: current.entries.map((entry) =>
            entry.phase === 'entering' ? { ...entry, phase: 'present' } : entry,
          ),
        })),
      );
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [hasEntering, entries]);

  const leaveTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = leaveTimers.current;
    for (const entry of entries) {
      if (entry.phase !== 'leaving' || timers.has(entry.key)) continue;
      const timer = setTimeout(() => {
        timers.delete(entry.key);
        setState((current) => ({
          ...current,
          entries: current.entries.filter((e) => e.key !== entry.key || e.phase !== 'leaving'),
        }));
      }, durationMs);
      timers.set(entry.key, timer);
    }
    for (const [key, timer] of timers) {
      if (!entries.some((entry) => entry.key === key && entry.phase === 'leaving')) {
        clearTimeout(timer);
        timers.delete(key);
      }
    }
  }, [entries, durationMs]);

  useEffect(() => {
    const timers = leaveTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const style: StyleWithVars = { '--wl-list-duration': `${durationMs}ms`, '--wl-list-easing': easing };
  return (
    <Tag
      className={['wl-animated-list', className].filter(Boolean).join(' ')}
      style={style}
      aria-label={ariaLabel}
    >
      {entries.map((entry) => {
        const leaving = entry.phase === 'leaving';
        return (
          <li
            key={entry.key}
            className={['wl-animated-list__item', `wl-animated-list__item--${entry.phase}`, itemClassName]
              .filter(Boolean)
              .join(' ')}
            aria-hidden={leaving || undefined}
            inert={leaving || undefined}
          >
            {renderItem(entry.item, entry.phase)}
          </li>
        );
      })}
    </Tag>
  );
}

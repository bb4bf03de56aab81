import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@wl/contract';

export type { LiveEvent, LiveLinesEvent, LiveMatchEvent } from '@wl/contract';

/**
 * Where the feed's changes go and where the live stream of every site server reads them. The default is
 * one process's own; several servers share a bus of Redis pub/sub (`redis-live-bus.ts`), so a change one
 * server's feed wrote reaches every server's players.
 */
export interface LiveBus {
  publish(events: readonly LiveEvent[]): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(listener: (events: readonly LiveEvent[]) => void): () => void;
  close(): Promise<void>;
}

export function inProcessLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  // Every open stream listens: no warning at the default of ten.
  emitter.setMaxListeners(0);
  return {
    async publish(events) {
      if (events.length) emitter.emit('events', events);
    },
    subscribe(listener) {
      emitter.on('events', listener);
      return () => emitter.off('events', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

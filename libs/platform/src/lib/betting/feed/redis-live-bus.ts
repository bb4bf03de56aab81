import { Redis } from 'ioredis';
import type { LiveBus, LiveEvent } from './live-events';

/** The channel every site server publishes the feed's changes on and listens to. */
export const LIVE_CHANNEL = 'wl:sports:live';

/**
 * The live bus over Redis pub/sub, for several site servers: a change one server's feed wrote is published
 * once and reaches the streams of every server. Two connections: a subscribed one can publish nothing.
 */
export function redisLiveBus(url: string, channel = LIVE_CHANNEL): LiveBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const listeners = new Set<(events: readonly LiveEvent[]) => void>();
  let subscribed: Promise<unknown> | undefined;
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let events: LiveEvent[];
    try {
      events = JSON.parse(message) as LiveEvent[];
    } catch {
      return;
    }
    for (const listener of listeners) listener(events);
  });
  return {
    async publish(events) {
      if (events.length) await publisher.publish(channel, JSON.stringify(events));
    },
    subscribe(listener) {
      subscribed ??= subscriber.subscribe(channel);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

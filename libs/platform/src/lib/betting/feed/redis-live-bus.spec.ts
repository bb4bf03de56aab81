import { randomBytes } from 'node:crypto';
import type { LiveEvent } from './live-events';
import { redisLiveBus } from './redis-live-bus';

const url = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

it('carries one server’s feed changes to the streams of another', async () => {
  // A channel of this run's own, so parallel runs never hear each other.
  const channel = `wl:test:${randomBytes(6).toString('hex')}`;
  const serverA = redisLiveBus(url, channel);
  const serverB = redisLiveBus(url, channel);
  try {
    const heard: LiveEvent[] = [];
    const stop = serverB.subscribe((events) => heard.push(...events));
    // The subscription is asynchronous: publish until it is in place.
    const event: LiveEvent = {
      type: 'match',
      match_id: 7,
      status: 'live',
      minute: 12,
      home: 1,
      away: 0,
      suspended: true,
    };
    for (let i = 0; i < 50 && heard.length === 0; i++) {
      await serverA.publish([event]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heard[0]).toEqual(event);
    stop();
    const before = heard.length;
    await serverA.publish([event]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.length).toBe(before);
  } finally {
    await serverA.close();
    await serverB.close();
  }
});

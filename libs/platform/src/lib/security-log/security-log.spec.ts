import { Writable } from 'node:stream';
import { createSecurityLog } from './security-log';

describe('SecurityLog', () => {
  it('writes one JSON line per event with the event name and its fields', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createSecurityLog({ destination }).record('signIn.failed', {
      siteId: 3,
      accountId: 'demo1',
      address: '203.0.113.7',
      reason: 'wrongPassword',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      name: 'security',
      event: 'signIn.failed',
      siteId: 3,
      accountId: 'demo1',
      address: '203.0.113.7',
      reason: 'wrongPassword',
    });
  });
});

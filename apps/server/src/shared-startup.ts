import type { StartupResponse } from '@wl/api';
import type { Platform } from '@wl/platform';

/** Hosts whose answer is shared at most (as many as the platform keeps); past it the oldest goes. */
const SHARED_HOSTS = 1_000;

/** Freezes a value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The startup answers of the embedded platform for the pages, one frozen copy per kept answer. The
 * platform gives every caller a copy of its kept answer (a structured clone, a tenth of a cached page
 * view's time); pages only read theirs, so one copy serves every view of a host while the platform
 * keeps that answer. The kept answer's wire form is the same object for as long as it is kept: another
 * one, or none, means the answer changed or is no longer kept, and the platform is asked again.
 */
export function sharedStartupAnswers(sites: Platform['sites']): (host: string) => Promise<StartupResponse> {
  const shared = new Map<string, { wire: unknown; answer: StartupResponse }>();
  return async (host) => {
    const wire = sites.keptStartupJson(host);
    const held = shared.get(host);
    if (held && wire !== undefined && held.wire === wire) return held.answer;
    // Asked after the wire form was read: this answer is that one or a newer one, never an older one.
    const answer = await sites.startup(host);
    shared.delete(host);
    if (wire === undefined) return answer;
    if (shared.size >= SHARED_HOSTS) {
      const oldest = shared.keys().next();
      if (!oldest.done) shared.delete(oldest.value);
    }
    shared.set(host, { wire, answer: deepFreeze(answer) });
    return answer;
  };
}

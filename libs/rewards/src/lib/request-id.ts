/**
 * A token round's request id: new for every round, kept for a retry of that round, so that a round the
 * platform played but whose answer was lost is answered again rather than played twice.
 */
export const newRequestId = (): string => globalThis.crypto.randomUUID();

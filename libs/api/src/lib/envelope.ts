/** Every platform answer: statusCode 1 is success; anything else carries a message key. */
export interface Envelope {
  statusCode: number;
  message: string;
}

export const STATUS_OK = 1;

export function isSuccess(envelope: Envelope): boolean {
  return envelope.statusCode === STATUS_OK;
}

import { formatMinor } from '@wl/money';

/** What the withdrawal's inbox message needs of it. */
interface EndedWithdrawal {
  publicId: string;
  amountMinor: number;
  currency: string;
}

/**
 * The inbox message a player gets when their withdrawal's hold returns: rejected (by the operator command
 * or the back office) or failed at the PSP, with the reason. A cancellation is the player's own: no message.
 */
export function withdrawalEndedMessage(
  row: EndedWithdrawal,
  state: 'cancelled' | 'rejected' | 'failed',
  note: string,
): { title: string; body: string } | null {
  if (state === 'cancelled') return null;
  return {
    title: state === 'rejected' ? 'Withdrawal rejected' : 'Withdrawal failed',
    body:
      `Your withdrawal ${row.publicId} of ${formatMinor(row.amountMinor, row.currency, 'en')} was ${state}` +
      `${note ? `: ${note}` : ''}. The amount is back in your balance.`,
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { inFlightBatches, type InFlightBatchOptions } from '../../db/in-flight-batches';

/** What a bet and a free round's bet both carry. */
interface StakeArgs {
  provider: string;
  site: number;
  player: number;
  transaction: string;
  round: string;
  game: string;
  game_name: string;
  game_type: string;
  amount: number;
  touch_session: number | null;
  at: string;
}

/** A money call as the database's wallet_call reads it (migrations 0007 and 0022). */
export type WalletCallArgs =
  | ({ call: 'bet'; reason: string } & StakeArgs)
  /** A free round's bet (migration 0022): uses a round of the grant, takes no money. */
  | ({ call: 'free_bet'; grant: number } & StakeArgs)
  | {
      call: 'win';
      provider: string;
      player: number;
      transaction: string;
      round: string;
      amount: number;
      currency: string;
      reason: string;
      at: string;
    }
  | {
      call: 'rollback';
      provider: string;
      player: number;
      transaction: string;
      reference: string;
      round: string;
      at: string;
    };

/**
 * What one call came back with: its answer (a JSON object), the refusal the database raised, or the
 * failure of the statement that carried it.
 */
export type WalletCallResult =
  { answer: Record<string, unknown> } | { refusal: string; detail: string } | { failed: unknown };

type BatchRow =
  | { i: number; answer: Record<string, unknown> }
  | { i: number; refusal: string; detail: string | null }
  | { i: number; error: string };

/**
 * Sends money calls to the database's wallet_batch (migration 0007) in batches (db/in-flight-batches):
 * under load one statement and one commit serve many players' calls; each call is still all or nothing,
 * a subtransaction of its own. If a whole batch fails (a deadlock, a lost connection), each of its calls
 * is tried once more on its own, as is a call that failed inside a batch; a call that fails on its own
 * answers `failed`, and its provider retries it, which is safe: every call is idempotent by its
 * transaction id.
 */
export function createWalletBatch(db: Db, options: InFlightBatchOptions = { inFlight: 2, maxItems: 24 }) {
  /** One call on its own: a batch of one always answers one result. */
  const alone = async (call: WalletCallArgs) => (await send([call]))[0] as WalletCallResult;

  async function send(calls: WalletCallArgs[]): Promise<WalletCallResult[]> {
    let rows: BatchRow[];
    try {
      const answered = await rowsOf<{ row: BatchRow }>(
        db,
        sql`select wallet_batch(${JSON.stringify(calls)}::jsonb) as row`,
      );
      rows = answered.map((r) => r.row);
    } catch (error) {
      return calls.length === 1 ? [{ failed: error }] : Promise.all(calls.map(alone));
    }
    const byPlace = new Map(rows.map((row) => [row.i, row]));
    return Promise.all(
      calls.map(async (call, i): Promise<WalletCallResult> => {
        const row = byPlace.get(i);
        if (row && 'answer' in row) return { answer: row.answer };
        if (row && 'refusal' in row) return { refusal: row.refusal, detail: row.detail ?? '' };
        // An unexpected error inside a batch: the call once more, on its own.
        if (calls.length > 1) return alone(call);
        const why = row ? `SQLSTATE ${row.error}` : 'no answer';
        return { failed: new Error(`the wallet call failed in the database (${why})`) };
      }),
    );
  }

  return inFlightBatches(send, options);
}

export type WalletBatch = ReturnType<typeof createWalletBatch>;

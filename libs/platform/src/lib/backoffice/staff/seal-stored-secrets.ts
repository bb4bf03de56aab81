import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts } from '../../db/schema';
import { SEALED_PREFIX, type SecretBox } from './secret-box';

/**
 * Seals the TOTP secrets stored before secrets were sealed; run at every start, a no-op once done. Each
 * row is rewritten only if it still holds the value read, so two servers starting at once cannot seal a
 * secret twice.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  const plain = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(
      and(isNotNull(staffAccounts.totpSecret), not(like(staffAccounts.totpSecret, `${SEALED_PREFIX}%`))),
    );
  let sealed = 0;
  for (const { id, secret } of plain) {
    if (secret === null) continue;
    const rows = await db
      .update(staffAccounts)
      .set({ totpSecret: box.seal(secret) })
      .where(and(eq(staffAccounts.id, id), eq(staffAccounts.totpSecret, secret)))
      .returning({ id: staffAccounts.id });
    sealed += rows.length;
  }
  return sealed;
}

import { MAX_BANK_ACCOUNTS, type BankAccount } from '@wl/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerBankAccounts, players } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { Member } from '../players/player-types';
import { cashierRefusal } from './cashier-errors';
import { maskAccount, siteBanks, type BankAccountRow } from './cashier-records';

export interface BankAccountInput {
  bankCode: string;
  holderName: string;
  accountNumber: string;
}

/** Names compared as people write them: case, accents, dots and repeated spaces do not matter. */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[.,'’-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return plain(a) !== '' && plain(a) === plain(b);
}

export function createBankAccounts(db: Db, clock: () => Date) {
  const live = (playerId: number) =>
    and(eq(playerBankAccounts.playerId, playerId), isNull(playerBankAccounts.removedAt));

  async function list(member: Member): Promise<BankAccount[]> {
    const [rows, bankList] = await Promise.all([
      db
        .select()
        .from(playerBankAccounts)
        .where(live(member.player.id))
        .orderBy(desc(playerBankAccounts.isDefault), asc(playerBankAccounts.id)),
      siteBanks(db, member.site.id),
    ]);
    const names = new Map(bankList.map((b) => [b.code, b.name]));
    return rows.map((row) => wire(row, names.get(row.bankCode) ?? row.bankCode));
  }

  function wire(row: BankAccountRow, bankName: string): BankAccount {
    return {
      bank_account_id: row.id,
      bank_code: row.bankCode,
      bank_name: bankName,
      holder_name: row.holderName,
      account_number: maskAccount(row.accountNumber),
      is_default: row.isDefault,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function owned(member: Member, id: number): Promise<BankAccountRow> {
    const [row] = await db
      .select()
      .from(playerBankAccounts)
      .where(and(live(member.player.id), eq(playerBankAccounts.id, id)))
      .limit(1);
    if (!row) throw cashierRefusal('notFound');
    return row;
  }

  /** Makes one account the default (and no other), or the oldest one when none is. */
  async function settleDefault(playerId: number, id?: number): Promise<void> {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: playerBankAccounts.id, isDefault: playerBankAccounts.isDefault })
        .from(playerBankAccounts)
        .where(live(playerId))
        .orderBy(asc(playerBankAccounts.id))
        .for('update');
      const chosen = id ?? rows.find((r) => r.isDefault)?.id ?? rows[0]?.id;
      for (const row of rows) {
        const wanted = row.id === chosen;
        if (row.isDefault !== wanted)
          await tx
            .update(playerBankAccounts)
            .set({ isDefault: wanted })
            .where(eq(playerBankAccounts.id, row.id));
      }
    });
  }

  return {
    list,

    async add(member: Member, input: BankAccountInput): Promise<BankAccount> {
      const bank = (await siteBanks(db, member.site.id)).find((b) => b.code === input.bankCode);
      if (!bank) throw cashierRefusal('bankUnavailable');
      const number = input.accountNumber.replace(/[\s-]/g, '');
      if (!new RegExp(`^(?:${bank.accountPattern})$`).test(number))
        throw cashierRefusal('bankAccountInvalid', `${bank.name}: ${bank.accountFormat}`);
      const holderName = input.holderName.trim().replace(/\s+/g, ' ');
      // A player without a name on the account takes the first holder's name as theirs; from then on
      // every account must be in that name (a withdrawal goes only to the player's own account).
      const named = member.player.fullName.trim() !== '';
      if (named && !sameName(holderName, member.player.fullName)) throw cashierRefusal('holderNameMismatch');
      const accounts = await db
        .select({ count: sql<number>`count(*)` })
        .from(playerBankAccounts)
        .where(live(member.player.id));
      if (Number(accounts[0]?.count ?? 0) >= MAX_BANK_ACCOUNTS) throw cashierRefusal('bankAccountsFull');
      let row: BankAccountRow | undefined;
      try {
        [row] = await db
          .insert(playerBankAccounts)
          .values({
            siteId: member.site.id,
            playerId: member.player.id,
            bankCode: bank.code,
            holderName,
            accountNumber: number,
            createdAt: clock(),
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw cashierRefusal('bankAccountExists');
        throw error;
      }
      if (!row) throw new Error('the bank account was not stored');
      if (!named)
        await db
          .update(players)
          .set({ fullName: holderName, updatedAt: clock() })
          .where(and(eq(players.id, member.player.id), eq(players.fullName, '')));
      await settleDefault(member.player.id);
      const [stored] = await db.select().from(playerBankAccounts).where(eq(playerBankAccounts.id, row.id));
      return wire(stored ?? row, bank.name);
    },

    async setDefault(member: Member, id: number): Promise<BankAccount[]> {
      await owned(member, id);
      await settleDefault(member.player.id, id);
      return list(member);
    },

    /** Removed, not deleted: withdrawals made to it still name it. */
    async remove(member: Member, id: number): Promise<BankAccount[]> {
      await owned(member, id);
      await db
        .update(playerBankAccounts)
        .set({ removedAt: clock(), isDefault: false })
        .where(eq(playerBankAccounts.id, id));
      await settleDefault(member.player.id);
      return list(member);
    },
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;

import { and, eq } from 'drizzle-orm';
import type { PlatformDeps } from '../platform';
import { gameProviders, walletTransactions } from '../db/schema';
import { PlatformError } from '../http/envelope';
import type { LedgerService } from '../players/ledger';
import { createProtectionGuard } from '../players/protection/protection-guard';
import { openSite } from '../players/site-access';
import type { OperatorServices } from '../players/player-services';
import type { SiteServices } from '../sites/site-types';
import { createFreeRoundGrants } from './free-rounds/free-round-service';
import { LaunchService } from './launch/launch-service';
import type { PlayServices } from './play-types';
import { httpProviderHealth, type ProviderHealthCheck } from './providers/provider-health';
import { syncCatalogue } from './providers/catalogue-sync';
import { findProvider } from './providers/provider-records';
import { createOfferedGames } from './providers/offered-games';
import { roundPage, roundWithMoves } from './rounds/round-queries';
import { createWalletCalls } from './wallet/wallet-calls';
import { WalletError } from './wallet/wallet-error';
import { createWalletProtocol } from './wallet/wallet-protocol';
import { findRound } from './wallet/wallet-records';
import { validProviderSettings } from './providers/provider-settings';

export function createPlayServices(
  deps: PlatformDeps,
  sites: SiteServices,
  ledger: LedgerService,
  operator: Pick<OperatorServices, 'findPlayer'>,
  health: ProviderHealthCheck = httpProviderHealth(deps.clock),
): PlayServices {
  const { db } = deps.database;
  const { clock } = deps;
  const launches = new LaunchService(db, clock, health);
  const protection = createProtectionGuard(db, clock);
  const offeredGames = createOfferedGames(db, clock);
  const protocol = createWalletProtocol({
    db,
    ledger,
    clock,
    activity: sites.activity,
    offeredGames,
    protection,
  });
  const walletCall = createWalletCalls(offeredGames, clock, protocol);

  return {
    async launch(member, input) {
      // Refused during a time-out or self-exclusion, past the session time limit or a used-up loss limit.
      const { endsAt } = await protection.checkLaunch(member);
      return launches.real(member.site, member.player, input, endsAt);
    },
    launchDemo: async (context, input) => launches.fun(await openSite(sites, context), input),
    betHistory: (member, query) => roundPage(db, member.player.id, member.site.currency, query),
    async roundDetail(member, providerCode, roundId) {
      const found = await roundWithMoves(db, member.player.id, member.site.currency, providerCode, roundId);
      if (!found) throw new PlatformError('notFound', 0, 200);
      return found;
    },
    walletCall,
    freeRounds: createFreeRoundGrants(db, clock, offeredGames),
    syncCatalogue: (code) => syncCatalogue(db, code),

    async providerOrigins() {
      const rows = await db
        .select({ launchUrl: gameProviders.launchUrl })
        .from(gameProviders)
        .where(eq(gameProviders.enabled, true));
      const origins = rows.flatMap(({ launchUrl }) => {
        try {
          return launchUrl ? [new URL(launchUrl).origin] : [];
        } catch {
          return [];
        }
      });
      return [...new Set(origins)].sort();
    },

    async setProvider(code, settings) {
      if (!(await findProvider(db, code))) throw new PlatformError('invalidProvider', 0, 200);
      await db.update(gameProviders).set(validProviderSettings(settings)).where(eq(gameProviders.code, code));
      offeredGames.clear();
      // The sites' pages frame the providers' origins: their policy follows.
      await sites.announceChange();
    },
    async setDemoProvider(code, settings) {
      await db
        .update(gameProviders)
        .set(settings)
        .where(and(eq(gameProviders.code, code), eq(gameProviders.launchUrl, '')));
      await sites.announceChange();
    },
    async playerRounds(siteKey, accountId, query) {
      const player = await operator.findPlayer(siteKey, accountId);
      if (!player) throw new PlatformError('notFound', 0, 200);
      const site = await sites.get(siteKey);
      return roundPage(db, player.id, site?.currency ?? '', query);
    },
    async closeRound(providerCode, roundId) {
      const provider = await findProvider(db, providerCode);
      const round = provider ? await findRound(db, providerCode, roundId) : undefined;
      if (!provider || !round) throw new PlatformError('notFound', 0, 200);
      let refundedBets = 0;
      let refundedMinor = 0;
      if (!round.paid) {
        const bets = await db
          .select()
          .from(walletTransactions)
          .where(
            and(
              eq(walletTransactions.providerCode, providerCode),
              eq(walletTransactions.roundId, roundId),
              eq(walletTransactions.kind, 'bet'),
              eq(walletTransactions.state, 'done'),
            ),
          );
        for (const bet of bets) {
          const rollbackId = `operator-close:${bet.transactionId}`;
          await protocol
            .rollback(provider, {
              player_id: String(bet.playerId),
              transaction_id: rollbackId,
              round_id: roundId,
              reference_transaction_id: bet.transactionId,
            })
            .catch((error: unknown) => {
              if (error instanceof WalletError)
                throw new PlatformError('invalidRequest', 0, 200, { reason: error.message });
              throw error;
            });
          // What the rollback gave back, as recorded: nothing if the bet was rolled back meanwhile.
          const [move] = await db
            .select({ amountMinor: walletTransactions.amountMinor })
            .from(walletTransactions)
            .where(
              and(
                eq(walletTransactions.providerCode, providerCode),
                eq(walletTransactions.transactionId, rollbackId),
              ),
            );
          if (move && move.amountMinor > 0) {
            refundedBets += 1;
            refundedMinor += move.amountMinor;
          }
        }
      }
      await protocol.roundEnd(provider, { player_id: String(round.playerId), round_id: roundId });
      return { refundedBets, refundedMinor };
    },
  };
}

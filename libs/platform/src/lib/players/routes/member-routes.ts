import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import type { Member, PlayerServices, VipLevelView } from '../player-types';
import * as answer from './answer-schemas';
import { balanceFields } from './answers';
import { clientContext } from './client-context';
import {
  claimInboxBody,
  favouriteAddBody,
  favouriteRemoveBody,
  memberCall,
  profileUpdateBody,
  siteCall,
  updatePasswordBody,
} from './route-schemas';

type MemberRequest = FastifyRequest & { body: z.output<typeof memberCall> };

function memberOf(players: PlayerServices, request: MemberRequest): Promise<Member> {
  const { account_id, auth } = request.body;
  return players.authenticate(clientContext(request, request.body), account_id, auth);
}

const levelAnswer = (level: VipLevelView) => ({
  level: level.level,
  vip_name: level.vipName,
  starting_deposit: level.startingDeposit,
  starting_turnover: level.startingTurnover,
});

/** Calls of a logged-in player (account_id and auth): balance, password, VIP, profile, inbox, status. */
export function registerMemberRoutes(api: ZodApp, { players }: Platform): void {
  const member = (request: MemberRequest) => memberOf(players, request);

  api.post(
    '/auth/get_balance',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Game balance and minigame tokens',
        body: memberCall,
        response: answer.balanceAnswer,
      },
    },
    async (request) => ok(balanceFields(await players.wallet(await member(request)))),
  );

  api.post(
    '/auth/update_password',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the password; the player's other sessions end",
        body: updatePasswordBody,
        response: answer.emptyAnswer,
      },
    },
    async (request) => {
      await players.updatePassword(await member(request), request.body.password, request.body.new_password);
      return ok();
    },
  );

  api.post(
    '/auth/vip',
    {
      schema: {
        tags: ['vip'],
        summary: "The player's VIP level and progress to the next one",
        body: memberCall,
        response: answer.vipAnswer,
      },
    },
    async (request) => {
      const vip = await players.vipProgress(await member(request));
      const { current, next } = vip;
      return ok({
        totalDeposit: vip.totalDeposit,
        depoProgress: vip.depositProgress,
        totalTurnover: vip.totalTurnover,
        toProgress: vip.turnoverProgress,
        currentLevel: current ? levelAnswer(current) : null,
        nextLevel: current
          ? [
              {
                vip_name: current.vipName,
                vip_name_next: (next ?? current).vipName,
                starting_deposit: current.startingDeposit,
                cycle_deposit: vip.cycleDeposit,
                deposit_next: (next ?? current).startingDeposit,
                starting_turnover: current.startingTurnover,
                cycle_turnover: vip.cycleTurnover,
                turnover_next: (next ?? current).startingTurnover,
              },
            ]
          : [],
      });
    },
  );

  api.post(
    '/auth/vip_before_login',
    {
      schema: {
        tags: ['vip'],
        summary: "The site's VIP levels",
        body: siteCall,
        response: answer.vipLevelsAnswer,
      },
    },
    async (request) => {
      const levels = await players.vipLevels(clientContext(request, request.body));
      return ok({ value: levels.map(levelAnswer) });
    },
  );

  api.post(
    '/home/fav_list',
    {
      schema: {
        tags: ['favourites'],
        summary: "The player's favourite games, newest first",
        body: memberCall,
        response: answer.favouritesAnswer,
      },
    },
    async (request) => {
      const items = await players.favourites(await member(request));
      return ok({
        value: items.map((item) => ({
          provider_code: item.providerCode,
          game_code: item.gameCode,
          game_name: item.gameName,
          game_type: item.gameType,
          img_url: item.imgUrl,
        })),
      });
    },
  );

  api.post(
    '/home/fav_add',
    {
      schema: {
        tags: ['favourites'],
        summary: "Add a game of the site's catalogue to the favourites (value[0] is the game as stored)",
        body: favouriteAddBody,
        response: answer.favouritesAnswer,
      },
    },
    async (request) => {
      const { provider_code, game_code } = request.body;
      const item = await players.addFavourite(await member(request), provider_code, game_code);
      return ok({
        value: [
          {
            provider_code: item.providerCode,
            game_code: item.gameCode,
            game_name: item.gameName,
            game_type: item.gameType,
            img_url: item.imgUrl,
          },
        ],
      });
    },
  );

  api.post(
    '/home/fav_remove',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a game from the favourites',
        body: favouriteRemoveBody,
        response: answer.emptyAnswer,
      },
    },
    async (request) => {
      const { provider_code, game_code } = request.body;
      await players.removeFavourite(await member(request), provider_code, game_code);
      return ok();
    },
  );

  api.post(
    '/settings/profile_update',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the full name and e-mail address',
        body: profileUpdateBody,
        response: answer.profileAnswer,
      },
    },
    async (request) => {
      const { full_name, contact_email } = request.body;
      const profile = await players.updateProfile(await member(request), full_name, contact_email);
      return ok({
        value: [
          { account_id: profile.accountId, full_name: profile.fullName, contact_email: profile.contactEmail },
        ],
      });
    },
  );

  api.post(
    '/settings/get_inbox',
    {
      schema: {
        tags: ['inbox'],
        summary: 'The inbox, newest first',
        body: memberCall,
        response: answer.inboxAnswer,
      },
    },
    async (request) => {
      const messages = await players.inbox(await member(request));
      return ok({
        value: messages.map((m) => ({
          inbox_id: m.id,
          title: m.title,
          content: m.body,
          created_at: m.createdAt.toISOString(),
          reward_type: m.rewardAsset,
          reward_amount: m.rewardAmount,
          expires_at: m.expiresAt?.toISOString() ?? null,
          claimed: m.claimedAt !== null,
          claimed_at: m.claimedAt?.toISOString() ?? null,
          claimable: m.claimable,
        })),
      });
    },
  );

  api.post(
    '/settings/claim_inbox',
    {
      schema: {
        tags: ['inbox'],
        summary: "Claim an inbox message's reward (paid once) and answer the new balances",
        body: claimInboxBody,
        response: answer.claimAnswer,
      },
    },
    async (request) => {
      const claim = await players.claimInbox(await member(request), request.body.inbox_id);
      return ok({
        inbox_id: claim.inboxId,
        reward_type: claim.rewardAsset,
        reward_amount: claim.rewardAmount,
        ...balanceFields(claim.wallet),
      });
    },
  );

  api.post(
    '/settings/check_status',
    {
      schema: {
        tags: ['profile'],
        summary: 'Whether the account may still play (BLOCK or CLOSE otherwise)',
        body: memberCall,
        response: answer.statusAnswer,
      },
    },
    async (request) => {
      const status = await players.checkStatus(await member(request));
      return ok({
        account_id: status.accountId,
        status: status.status,
        phone_verified: status.phoneVerified,
      });
    },
  );
}

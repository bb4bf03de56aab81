import type { CallAnswer, CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { MemberRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// Rewards: the token games (the lucky wheel and dice, provably fair), their seeds and rounds, the daily
// and weekly missions and the weekly leaderboard. A round's or a claim's answer carries the new balances.

export type MinigameOverviewResponse = ClientAnswer<'minigame/overview'>;
export type SpinRequest = CallRequest<'minigame/spin'>;
export type SpinResponse = ClientAnswer<'minigame/spin'>;
export type DiceRequest = CallRequest<'minigame/dice'>;
export type DiceResponse = ClientAnswer<'minigame/dice'>;
export type MinigameRoundsRequest = CallRequest<'minigame/rounds'>;
export type MinigameRoundsResponse = ClientAnswer<'minigame/rounds'>;
export type RotateSeedRequest = CallRequest<'minigame/rotate_seed'>;
export type RotateSeedResponse = ClientAnswer<'minigame/rotate_seed'>;
export type MissionListResponse = ClientAnswer<'mission/list'>;
export type MissionClaimRequest = CallRequest<'mission/claim'>;
export type MissionClaimResponse = ClientAnswer<'mission/claim'>;
export type LeaderboardRequest = CallRequest<'leaderboard/get'>;
export type LeaderboardResponse = ClientAnswer<'leaderboard/get'>;

// The entities, as the answers carry them (the contract names their schemas, not their types).
export type MinigameOverview = CallAnswer<'minigame/overview'>;
export type Leaderboard = CallAnswer<'leaderboard/get'>;
export type WheelSegment = MinigameOverview['wheel'][number];
export type DiceRules = MinigameOverview['dice'];
export type FairnessSeeds = MinigameOverview['seeds'];
export type RevealedSeeds = CallAnswer<'minigame/rotate_seed'>['revealed'];
export type MinigameRound = CallAnswer<'minigame/rounds'>['rounds'][number];
export type Mission = CallAnswer<'mission/list'>['missions'][number];
export type Prize = Mission['reward'];
export type LeaderboardEntry = Leaderboard['entries'][number];
export type LeaderboardPeriod = Leaderboard['period'];

/** The token games (the contract's MINIGAMES) and a dice bet's sides (DICE_DIRECTIONS), as plain data. */
export const MINIGAMES = ['spin', 'dice'] as const satisfies readonly MinigameRound['game'][];
export const DICE_DIRECTIONS = ['under', 'over'] as const satisfies readonly DiceRequest['direction'][];
export type Minigame = (typeof MINIGAMES)[number];
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];
/** A client seed the platform takes (the contract's CLIENT_SEED_PATTERN): letters, digits, _ and -, 1 to 64. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The most rounds one page of `minigame/rounds` holds. */
export const MAX_ROUNDS_PAGE = 50;

/** The games' rules, the player's tokens, today's free spin, the seeds and what waits to be claimed. */
export const getMinigameOverview = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<MinigameOverviewResponse> => send(client, 'minigame/overview', request);

/** Spins the wheel (free, or for spin_cost tokens); a retry with the same request_id plays nothing new. */
export const spinWheel = (client: ApiTransport, request: SpinRequest): Promise<SpinResponse> =>
  send(client, 'minigame/spin', request);

/** Rolls the dice for a stake of tokens; a retry with the same request_id plays nothing new. */
export const rollDice = (client: ApiTransport, request: DiceRequest): Promise<DiceResponse> =>
  send(client, 'minigame/dice', request);

/** The player's rounds, newest first, with their seeds (the server seed once revealed). */
export const getMinigameRounds = (
  client: ApiTransport,
  request: MinigameRoundsRequest,
): Promise<MinigameRoundsResponse> => send(client, 'minigame/rounds', request);

/** Reveals the server seed in use and starts new seeds with the player's client seed. */
export const rotateSeed = (client: ApiTransport, request: RotateSeedRequest): Promise<RotateSeedResponse> =>
  send(client, 'minigame/rotate_seed', request);

/** The daily and weekly missions with the player's progress in their current period. */
export const getMissions = (client: ApiTransport, request: MemberRequest): Promise<MissionListResponse> =>
  send(client, 'mission/list', request);

/** Claims a completed mission's reward, once per period. */
export const claimMission = (
  client: ApiTransport,
  request: MissionClaimRequest,
): Promise<MissionClaimResponse> => send(client, 'mission/claim', request);

/** A week's ranking (the current one unless `period_id` names a past one), the player's place, past weeks. */
export const getLeaderboard = (
  client: ApiTransport,
  request: LeaderboardRequest,
): Promise<LeaderboardResponse> => send(client, 'leaderboard/get', request);

// Referral and promotions: the player's code with the players it brought and the commission they earned;
// the site's offers, the bonus in progress with its wagering, the player's free spins.
export type ReferralOverviewResponse = ClientAnswer<'referral/overview'>;
export type ReferralOverview = CallAnswer<'referral/overview'>;
export type ReferredPlayer = ReferralOverview['referred'][number];
export type ReferralDay = ReferralOverview['days'][number];
export type PromotionListResponse = ClientAnswer<'promotion/list'>;
export type PromotionList = CallAnswer<'promotion/list'>;
export type Promotion = PromotionList['promotions'][number];
/** A bonus of the player (opted into, active or ended); `promotion/opt_in` answers one for a deposit bonus. */
export type PlayerBonus = PromotionList['history'][number];
/** Free rounds granted to the player in one studio slot, played from the game itself. */
export type FreeRoundGrant = PromotionList['free_rounds'][number];
export type PromotionOptInRequest = CallRequest<'promotion/opt_in'>;
export type PromotionOptInResponse = ClientAnswer<'promotion/opt_in'>;
export type PromotionForfeitRequest = CallRequest<'promotion/forfeit'>;
export type PromotionForfeitResponse = ClientAnswer<'promotion/forfeit'>;

/** The player's referral code, the commission terms, the players referred and the days settled. */
export const getReferralOverview = (
  client: ApiTransport,
  request: MemberRequest,
): Promise<ReferralOverviewResponse> => send(client, 'referral/overview', request);

/** The site's running promotions and the player's bonus in progress. */
export const getPromotions = (client: ApiTransport, request: MemberRequest): Promise<PromotionListResponse> =>
  send(client, 'promotion/list', request);

/**
 * Opts into a promotion: a deposit bonus is granted on the next qualifying deposit (the answer's `bonus`),
 * a free-spin offer's rounds at once (its `free_rounds`).
 */
export const optIntoPromotion = (
  client: ApiTransport,
  request: PromotionOptInRequest,
): Promise<PromotionOptInResponse> => send(client, 'promotion/opt_in', request);

/** Gives up the bonus in progress (an opt-in, or active bonus money). */
export const forfeitBonus = (
  client: ApiTransport,
  request: PromotionForfeitRequest,
): Promise<PromotionForfeitResponse> => send(client, 'promotion/forfeit', request);

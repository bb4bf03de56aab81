import type { MISSION_CATEGORIES } from '../../stores/sites/site-missions-store';

/** The message key naming each mission period, kind, reward, game category and promotion kind. */
export const PERIOD_LABELS: Readonly<Record<string, string>> = {
  daily: 'siteWork.periodDaily',
  weekly: 'siteWork.periodWeekly',
};

export const MISSION_KIND_LABELS: Readonly<Record<string, string>> = {
  wager: 'siteWork.kindWager',
  distinct_games: 'siteWork.kindDistinctGames',
  deposit: 'siteWork.kindDeposit',
  login_days: 'siteWork.kindLoginDays',
  win_multiplier: 'siteWork.kindWinMultiplier',
};

export const REWARD_LABELS: Readonly<Record<string, string>> = {
  tokens: 'siteWork.rewardTokens',
  cash: 'siteWork.rewardCash',
};

export const CATEGORY_LABELS: Readonly<Record<(typeof MISSION_CATEGORIES)[number], string>> = {
  slots: 'siteWork.categorySlots',
  livecasino: 'siteWork.categoryLiveCasino',
  hashgame: 'siteWork.categoryHashGame',
  sportsbook: 'siteWork.categorySportsbook',
  fish: 'siteWork.categoryFish',
  table: 'siteWork.categoryTable',
  sabong: 'siteWork.categorySabong',
  lottery: 'siteWork.categoryLottery',
  horseracing: 'siteWork.categoryHorseRacing',
  bingo: 'siteWork.categoryBingo',
  arcade: 'siteWork.categoryArcade',
  crash: 'siteWork.categoryCrash',
  freeplay: 'siteWork.categoryFreePlay',
  poker: 'siteWork.categoryPoker',
};

export const PROMOTION_KIND_LABELS: Readonly<Record<string, string>> = {
  deposit_bonus: 'siteWork.kindDepositBonus',
  free_spins: 'siteWork.kindFreeSpins',
};

/** The words of a key from one of the maps, or the value itself when the platform sends a new one. */
export const labelOf = (
  t: (key: string) => string,
  labels: Readonly<Record<string, string>>,
  value: string,
): string => {
  const key = labels[value];
  return key ? t(key) : value;
};

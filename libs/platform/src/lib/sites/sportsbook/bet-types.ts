// The sportsbook's bet types are part of the wire (the public_odds query and answer): the contract lists them.
export { BET_TYPES, FULL_TIME_BET_TYPES, HALF_BET_TYPES, isBetType, type BetType } from '@wl/contract';

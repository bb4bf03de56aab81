import { defineCall } from '../../define-call';
import { EXCLUSION_ERRORS, MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { launchAnswer, launchFields } from './launch-fields';

export const launchGame = defineCall({
  path: 'product/launch_game',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'play',
  summary: "Opens a game for real money: the provider's launch URL with a one-time game session token",
  description:
    'The token is bound to the player, the game and the site currency; the provider exchanges it through ' +
    "the wallet protocol's authenticate call (docs/wallet-protocol.md). Refused during a time-out or " +
    'self-exclusion, once the session time limit is reached (the game session ends there too) and while a ' +
    'loss limit allows no more loss.',
  request: memberRequest.extend(launchFields),
  answer: launchAnswer,
  errors: [
    ...MEMBER_ERRORS,
    'gameUnavailable',
    'providerUnavailable',
    'sessionLimitReached',
    'lossLimitReached',
    ...EXCLUSION_ERRORS,
  ],
});

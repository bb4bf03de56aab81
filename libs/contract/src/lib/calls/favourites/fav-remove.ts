import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { gameKey } from '../../shared/game';
import { memberRequest } from '../../shared/member-fields';

export const favRemove = defineCall({
  path: 'home/fav_remove',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'favourites',
  summary: 'Remove a game from the favourites',
  request: memberRequest.extend(gameKey),
  answer: z.object({}),
  errors: [...MEMBER_ERRORS, 'notFound'],
});

import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { favouriteGame } from '../../shared/game';
import { memberRequest } from '../../shared/member-fields';

export const favList = defineCall({
  path: 'home/fav_list',
  method: 'POST',
  fallback: 'unavailableEmptyList',
  tag: 'favourites',
  summary: "The player's favourite games, newest first",
  request: memberRequest,
  answer: z.object({ value: z.array(favouriteGame) }),
  errors: MEMBER_ERRORS,
});

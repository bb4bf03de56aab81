import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { favouriteGame, gameKey } from '../../shared/game';
import { memberRequest, optionalText } from '../../shared/member-fields';

export const favAdd = defineCall({
  path: 'home/fav_add',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'favourites',
  summary: "Add a game of the site's catalogue to the favourites (value[0] is the game as stored)",
  request: memberRequest.extend({
    ...gameKey,
    // Sent by the front end; the catalogue's own name, type and art are stored instead.
    game_name: optionalText(200),
    game_type: optionalText(64),
    img_url: optionalText(2000),
  }),
  answer: z.object({ value: z.array(favouriteGame) }),
  errors: [...MEMBER_ERRORS, 'notFound', 'favouritesFull'],
});

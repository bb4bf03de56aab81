import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { playerSiteRequest } from '../../shared/site-fields';
import { launchAnswer, launchFields } from './launch-fields';

export const launchDemo = defineCall({
  path: 'product/launch_demo',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'play',
  summary: 'Opens a game in fun mode for a guest: play money at the provider, the wallet never touched',
  request: playerSiteRequest.extend(launchFields),
  answer: launchAnswer,
  errors: [...SITE_ERRORS, 'gameUnavailable', 'providerUnavailable', 'funModeUnavailable'],
});

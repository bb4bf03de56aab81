import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { codeLoginSetting } from './security-entities';

export const setCodeLogin = defineCall({
  path: 'security/set_code_login',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'security',
  summary: 'Allows or refuses sign-in by one-time code for this account, where the site offers it',
  request: memberRequest.extend({ enabled: z.boolean() }),
  answer: z.object({ code_login: codeLoginSetting }),
  errors: [...MEMBER_ERRORS, 'codeLoginUnavailable'],
});

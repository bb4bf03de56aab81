import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { activeSession, codeLoginSetting, signInAttempt, signInRecord } from './security-entities';

/** How many sign-in attempts the overview lists. */
export const SECURITY_ATTEMPTS_SHOWN = 20;

export const securityOverview = defineCall({
  path: 'security/overview',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'security',
  summary: "The player's account security: last sign-in, recent attempts, live sessions, sign-in by code",
  request: memberRequest,
  answer: z.object({
    last_login: signInRecord
      .nullable()
      .describe('The successful sign-in before the one that opened this session (null: none)'),
    attempts: z.array(signInAttempt).describe(`The last ${SECURITY_ATTEMPTS_SHOWN}, newest first`),
    sessions: z.array(activeSession).describe('Live sessions, newest first'),
    code_login: codeLoginSetting,
  }),
  errors: MEMBER_ERRORS,
});

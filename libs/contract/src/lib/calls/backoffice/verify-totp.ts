import { z } from 'zod';
import { defineCall } from '../../define-call';
import { safeString } from '../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_CODE_ERRORS } from './backoffice-call';
import { staffSession, totpCode } from './backoffice-entities';

export const staffChallenge = safeString().trim().min(1).max(128);

export const staffVerifyTotp = defineCall({
  path: 'backoffice/auth/verify_totp',
  method: 'POST',
  fallback: 'signIn',
  tag: BACKOFFICE_TAG,
  summary: 'Back office, second sign-in step: the authenticator code opens the staff session',
  description:
    'Sets the staff session cookie (HttpOnly, SameSite=Strict, path /api/backoffice). A code is ' +
    'accepted once: the same code again, or an earlier one, answers invalidCredentials.',
  request: z.object({ challenge: staffChallenge, code: totpCode }),
  answer: staffSession,
  errors: STAFF_CODE_ERRORS,
});

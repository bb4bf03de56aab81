import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_CODE_ERRORS } from './backoffice-call';
import { staffSession, totpCode } from './backoffice-entities';
import { staffChallenge } from './verify-totp';

export const staffConfirmEnrolment = defineCall({
  path: 'backoffice/auth/confirm_enrolment',
  method: 'POST',
  fallback: 'signIn',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: the first code of the new authenticator confirms it and opens the session',
  description: 'Sets the staff session cookie, as verify_totp does.',
  request: z.object({ challenge: staffChallenge, code: totpCode }),
  answer: staffSession,
  errors: STAFF_CODE_ERRORS,
});

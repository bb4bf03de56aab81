import { z } from 'zod';
import { defineCall } from '../../define-call';
import { ANY_CALL_ERRORS } from '../../shared/error-groups';
import { password } from '../../shared/member-fields';
import { BACKOFFICE_TAG } from './backoffice-call';
import { staffEmail } from './backoffice-entities';

export const STAFF_SIGN_IN_STEPS = ['totp', 'enrol'] as const;

export const staffSignIn = defineCall({
  path: 'backoffice/auth/sign_in',
  method: 'POST',
  fallback: 'signIn',
  tag: BACKOFFICE_TAG,
  summary: 'Back office, first sign-in step: the password answers a short-lived challenge for the code',
  description:
    'Step totp: send the challenge and the authenticator code to verify_totp. Step enrol (no ' +
    'authenticator yet): the answer carries the new secret, its otpauth:// URI and a QR code; send the ' +
    'challenge and the first code to confirm_enrolment. A wrong password, an unknown e-mail and a ' +
    'disabled account all answer invalidCredentials; failures are throttled per address and account.',
  request: z.object({ email: staffEmail, password }),
  answer: z.object({
    step: z.enum(STAFF_SIGN_IN_STEPS),
    challenge: z.string().describe('Names this sign-in in the second step; single use, short-lived'),
    expires_at: z.string().describe('When the challenge ends, ISO 8601'),
    enrolment: z
      .object({
        secret: z.string().describe('The Base32 secret, for typing into an authenticator app'),
        otpauth_uri: z.string().describe('The otpauth://totp/ URI the QR code carries'),
        qr_code: z.string().describe('The QR code as an SVG data URL (data:image/svg+xml;base64,...)'),
      })
      .nullable()
      .describe('Only for step enrol'),
  }),
  errors: [...ANY_CALL_ERRORS, 'invalidCredentials'],
});

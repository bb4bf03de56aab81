import { generateSecret, generateURI, verify } from 'otplib';
import { toString as renderQrCode } from 'qrcode';
import { STAFF_POLICY } from './staff-policy';

/** A new authenticator secret, Base32 as the apps read it. */
export function newTotpSecret(): string {
  return generateSecret({ length: STAFF_POLICY.totp.secretBytes });
}

/** What an enrolment shows: the secret, its otpauth:// URI and that URI as a QR code (an SVG data URL). */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/**
 * The enrolment of `secret` for `email`. The QR code is drawn here, on the server, as SVG text in a data
 * URL: the browser shows it as an image and needs no QR library (and never parses it as markup).
 */
export async function totpEnrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const otpauthUri = generateURI({
    issuer: STAFF_POLICY.issuer,
    label: email,
    secret,
    period: STAFF_POLICY.totp.periodSeconds,
  });
  const svg = await renderQrCode(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

/** The outcome of checking a code: the time step it belongs to when valid, or why not. */
export type TotpCheck = { valid: true; timeStep: number } | { valid: false; replayed: boolean };

/**
 * Checks a six-digit code against the secret at `now` (the platform's clock), one step either side.
 * A code of `lastStep` or earlier is refused as a replay: each step's code opens one sign-in at most.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<TotpCheck> {
  const options = {
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: STAFF_POLICY.totp.periodSeconds,
    epochTolerance: STAFF_POLICY.totp.toleranceSeconds,
  };
  const result = await verify(lastStep === null ? options : { ...options, afterTimeStep: lastStep });
  if (result.valid) {
    // The functional API types HOTP and TOTP results together; a TOTP check always names its step.
    if (!('timeStep' in result)) throw new Error('a TOTP check answered without its time step');
    return { valid: true, timeStep: result.timeStep };
  }
  // Told apart only for the audit log: the caller answers the same for both.
  const replayed = lastStep !== null && (await verify(options)).valid;
  return { valid: false, replayed };
}

import { generate } from 'otplib';
import { checkTotp, newTotpSecret, totpEnrolment } from './totp';

const AT = new Date('2026-03-01T10:00:00.000Z');
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe('the TOTP of the back office', () => {
  it('accepts the current code once per time step, and a step either side', async () => {
    const secret = newTotpSecret();
    const code = await codeAt(secret, AT);
    const first = await checkTotp(secret, code, AT, null);
    expect(first).toEqual({ valid: true, timeStep: Math.floor(AT.getTime() / 30_000) });
    if (!first.valid) throw new Error('unreachable');
    expect(await checkTotp(secret, code, AT, first.timeStep)).toEqual({ valid: false, replayed: true });
    const next = new Date(AT.getTime() + 30_000);
    expect(await checkTotp(secret, await codeAt(secret, next), AT, first.timeStep)).toMatchObject({
      valid: true,
    });
  });

  it('refuses a code of another secret or from long ago, and not as a replay', async () => {
    const secret = newTotpSecret();
    const old = await codeAt(secret, new Date(AT.getTime() - 10 * 60_000));
    expect(await checkTotp(secret, old, AT, null)).toEqual({ valid: false, replayed: false });
    expect(await checkTotp(newTotpSecret(), await codeAt(secret, AT), AT, 1)).toEqual({
      valid: false,
      replayed: false,
    });
  });

  it('draws the enrolment QR code on the server as an SVG data URL of the otpauth URI', async () => {
    const secret = newTotpSecret();
    const enrolment = await totpEnrolment(secret, 'ops@example.com');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+ops%40example\.com\?secret=/);
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(enrolment.qrCode.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script/i);
  });
});

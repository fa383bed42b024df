import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { TOTP_DIGITS, TOTP_PERIOD_S } from '../../src/accounts/auth/totp-options.ts';

/** The secret of an `otpauth://` URI as better-auth uses it (the base32 `secret` parameter, decoded). */
export function secretOfTotpUri(uri: string): string {
  const encoded = new URL(uri).searchParams.get('secret');
  if (!encoded) throw new Error(`no secret in ${uri}`);
  return new TextDecoder().decode(base32.decode(encoded));
}

/** The 30-second step a time falls in. */
export const stepAt = (ms = Date.now()) => Math.floor(ms / (TOTP_PERIOD_S * 1000));

/** The code an authenticator app shows for `secret` at a step (by default the current one). */
export function totpAt(secret: string, step = stepAt()): Promise<string> {
  return createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_S }).hotp(step);
}

export const currentTotp = (secret: string) => totpAt(secret);

/** Waits for the next 30-second step to begin (a code of the step just used is refused). */
export async function nextStep(): Promise<void> {
  const step = stepAt();
  await new Promise((resolve) => setTimeout(resolve, (step + 1) * TOTP_PERIOD_S * 1000 - Date.now() + 20));
}

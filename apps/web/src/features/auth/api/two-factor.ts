import type {
  RecoveryCodeVerifyInput,
  TotpVerifyInput,
  TwoFactorEnableInput,
  TwoFactorEnrolment,
} from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** The password again; the answer holds the authenticator's `otpauth://` URI and the ten recovery codes. */
export function enableTwoFactor(input: TwoFactorEnableInput): Promise<TwoFactorEnrolment> {
  return api.post('api/auth/two-factor/enable', input);
}

/** A code from the authenticator: completes the enrolment, or the sign-in after the password. */
export function verifyTotp(input: TotpVerifyInput): Promise<unknown> {
  return api.post('api/auth/two-factor/verify-totp', input);
}

/** A recovery code instead of the authenticator's; it then stops working. */
export function verifyRecoveryCode(input: RecoveryCodeVerifyInput): Promise<unknown> {
  return api.post('api/auth/two-factor/verify-backup-code', input);
}

/** The base32 key inside an `otpauth://` URI, for typing into an app by hand. */
export function manualKeyOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

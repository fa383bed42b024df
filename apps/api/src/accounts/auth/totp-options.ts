/** A TOTP code lives one 30-second step and has 6 digits (docs/product/security.md#two-factor). */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;

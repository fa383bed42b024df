import { ApiRequestError } from '../../../lib/api-client.ts';

export type ConfirmationProblem = 'used' | 'expired' | 'revoked' | 'invalid';

/** Why an e-mailed confirmation link does not open the form, from the API's answer. */
export function confirmationProblemOf(error: unknown): ConfirmationProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  switch (error.body.code) {
    case 'TOKEN_USED':
      return 'used';
    case 'TOKEN_EXPIRED':
      return 'expired';
    case 'TOKEN_REVOKED':
      return 'revoked';
    default:
      if (error.status === 404) return 'invalid';
      // A 410 without a known code is still a link that no longer works.
      if (error.status === 410) return 'expired';
      return null;
  }
}

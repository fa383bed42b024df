import { ApiRequestError } from './api-client.ts';

export type LinkProblem = 'invalid' | 'used' | 'expired' | 'revoked' | 'exists';

/** Why an e-mailed link (account, e-mail confirmation) cannot be used, from the API's answer. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  switch (error.body.code) {
    case 'TOKEN_USED':
      return 'used';
    case 'TOKEN_EXPIRED':
      return 'expired';
    case 'TOKEN_REVOKED':
      return 'revoked';
    case 'ACCOUNT_EXISTS':
      return 'exists';
    default:
      if (error.status === 404) return 'invalid';
      // A 410 without a known code is still a link that no longer works.
      if (error.status === 410) return 'expired';
      return null;
  }
}

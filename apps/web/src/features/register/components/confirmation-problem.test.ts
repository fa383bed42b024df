import type { ErrorCode } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { confirmationProblemOf } from './confirmation-problem.ts';

const answer = (status: number, code: ErrorCode) => new ApiRequestError(status, { code, message: code });

describe('confirmationProblemOf', () => {
  it('names each way a link stops working', () => {
    expect(confirmationProblemOf(answer(410, 'TOKEN_USED'))).toBe('used');
    expect(confirmationProblemOf(answer(410, 'TOKEN_EXPIRED'))).toBe('expired');
    expect(confirmationProblemOf(answer(410, 'TOKEN_REVOKED'))).toBe('revoked');
    expect(confirmationProblemOf(answer(404, 'NOT_FOUND'))).toBe('invalid');
  });

  it('is no link problem when the service could not be reached or failed', () => {
    expect(confirmationProblemOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(confirmationProblemOf(answer(500, 'INTERNAL'))).toBeNull();
    expect(confirmationProblemOf(answer(400, 'VALIDATION_FAILED'))).toBeNull();
  });
});

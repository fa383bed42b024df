import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { linkProblemOf } from './link-problem.ts';

const failure = (status: number, code: string) => new ApiRequestError(status, { code, message: code } as never);

describe('linkProblemOf', () => {
  it('names each reason a link stops working', () => {
    expect(linkProblemOf(failure(410, 'TOKEN_USED'))).toBe('used');
    expect(linkProblemOf(failure(410, 'TOKEN_EXPIRED'))).toBe('expired');
    expect(linkProblemOf(failure(410, 'TOKEN_REVOKED'))).toBe('revoked');
    expect(linkProblemOf(failure(409, 'ACCOUNT_EXISTS'))).toBe('exists');
    expect(linkProblemOf(failure(404, 'NOT_FOUND'))).toBe('invalid');
    expect(linkProblemOf(failure(410, 'NOT_FOUND'))).toBe('expired');
  });

  it('leaves other failures to the form', () => {
    expect(linkProblemOf(failure(400, 'VALIDATION_FAILED'))).toBeNull();
    expect(linkProblemOf(failure(429, 'RATE_LIMITED'))).toBeNull();
    expect(linkProblemOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

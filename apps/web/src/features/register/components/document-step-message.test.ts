import type { ErrorCode } from '@voyage/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { documentStepMessage } from './document-step-message.ts';

const t = ((key: string) => key) as unknown as TFunction;
const refusal = (status: number, code: ErrorCode) => new ApiRequestError(status, { code, message: code });

describe('documentStepMessage', () => {
  it('explains a file the server found too large or of the wrong kind, as the pre-check would', () => {
    expect(documentStepMessage(t, refusal(413, 'PAYLOAD_TOO_LARGE'))).toBe('register:document.problems.tooLarge');
    expect(documentStepMessage(t, refusal(415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe('register:document.problems.type');
  });

  it('says a password-protected PDF and an upload still in progress in their own words', () => {
    expect(documentStepMessage(t, refusal(415, 'PDF_ENCRYPTED'))).toBe('common:errors.PDF_ENCRYPTED');
    expect(documentStepMessage(t, refusal(429, 'UPLOAD_IN_PROGRESS'))).toBe('common:errors.UPLOAD_IN_PROGRESS');
  });

  it('translates other refusals by their code', () => {
    expect(documentStepMessage(t, refusal(422, 'FILE_UNREADABLE'))).toBe('common:errors.FILE_UNREADABLE');
    expect(documentStepMessage(t, refusal(409, 'DOCUMENT_REQUIRED'), 'send')).toBe('common:errors.DOCUMENT_REQUIRED');
  });

  it('says a send without an answer can safely be pressed again', () => {
    expect(documentStepMessage(t, new TypeError('Failed to fetch'), 'send')).toBe('register:document.sendOffline');
    expect(documentStepMessage(t, new TypeError('Failed to fetch'))).toBe('register:document.uploadOffline');
  });
});
